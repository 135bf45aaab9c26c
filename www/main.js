// Boots the page: the palette into CSS, the words of the page's language (from the link or
// the browser), the wasm module (compiled once, here, while the page loads, for the page's
// own engines and the worker's), then the page (ui/app.js). Words in Chinese wait for the
// page's Chinese font where the machine has none (ui/fonts.js). If anything fails on the way,
// the page says so and offers a fresh start instead of lying dead.

import './style.css';
import { applyPalette } from './draw/palette.js';
import { language, translateDocument, t } from './i18n/index.js';
import { createEngineClient, EngineRestarted } from './engine/client.js';
import { createLocalEngine } from './engine/local.js';
import { createEngineRouter } from './engine/router.js';
import { createApp } from './ui/app.js';
import { createLocale } from './ui/locale.js';
import { fontsFor, fontsSettled, redrawWhenFontsArrive } from './ui/fonts.js';
import { currentNumbering } from './model/states.js';
import './ui/offline.js';

const WASM = new URL('../pkg/retrograde_web_bg.wasm', import.meta.url);

function showFatal(error) {
  if (error instanceof EngineRestarted) return;
  const box = document.getElementById('fatal');
  const message = document.getElementById('fatal-message');
  message.textContent = t('fatal.message', { message: error && error.message ? error.message : String(error) });
  box.hidden = false;
}

/** The compiled module, streamed while it downloads (or from its bytes, if served oddly). */
async function compileWasm() {
  const response = fetch(WASM);
  try {
    return await WebAssembly.compileStreaming(response);
  } catch {
    return WebAssembly.compile(await (await fetch(WASM)).arrayBuffer());
  }
}

async function main() {
  const module = compileWasm();
  applyPalette(document.documentElement);
  let app = null;
  const locale = createLocale(document, window, {
    changed: () => app?.relabel(),
    renumbered: (from) => app?.renumbered(from),
  });
  // The words in the page's language once their fonts are in (ui/fonts.js), while the wasm loads.
  const worded = fontsFor(document, language()).then(() => {
    translateDocument(document, { numbering: currentNumbering() });
    // For `make bench`: when the page's words were laid out in their fonts.
    performance.mark('words-drawn');
  });
  const worker = createEngineClient({
    createWorker: () => new Worker(new URL('./engine/worker.js', import.meta.url), { type: 'module' }),
    module,
    onProgress: (progress) => app?.progress(progress),
    onRestart: (reason) => {
      router.forgetWorker();
      return app?.restore(reason);
    },
    onFailure: showFatal,
  });
  const local = await createLocalEngine(module);
  const router = createEngineRouter({ local, worker });
  await worded;
  app = createApp(document, window, router, locale);
  await app.start();
  // For `make bench`: when the first board was drawn, on the page's own clock.
  performance.mark('board-drawn');
  // Faces that came later than the words would wait for them, or that a canvas asked for:
  // the canvases' words are drawn again once they are in.
  if (await fontsSettled(document)) app.relabel();
  redrawWhenFontsArrive(document, () => app.relabel());
  document.body.dataset.ready = 'true';
}

window.addEventListener('error', (event) => {
  // A layout that settles over two frames (the sticky controls measuring themselves) makes
  // the browser report its ResizeObservers' late notifications: not a failure of the page.
  if (/ResizeObserver loop/.test(event.message)) return;
  showFatal(event.error ?? event.message);
});
window.addEventListener('unhandledrejection', (event) => showFatal(event.reason));
main().catch(showFatal);
