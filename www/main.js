// Boots the page: the palette into CSS, the wasm module, then the controller. If anything
// fails on the way, the page says so and offers a fresh start instead of lying dead.

import './style.css';
import { applyPalette } from './draw/palette.js';
import { loadWasm } from './engine/load.js';
import { createApp } from './ui/app.js';

function showFatal(error) {
  const box = document.getElementById('fatal');
  const message = document.getElementById('fatal-message');
  message.textContent = `The page could not go on: ${error && error.message ? error.message : String(error)}`;
  box.hidden = false;
}

async function main() {
  applyPalette(document.documentElement);
  const wasm = await loadWasm();
  createApp(document, window, wasm).start();
  document.body.dataset.ready = 'true';
  // For `make bench`: when the first board was drawn, on the page's own clock.
  performance.mark('board-drawn');
}

window.addEventListener('error', (event) => showFatal(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => showFatal(event.reason));
main().catch(showFatal);
