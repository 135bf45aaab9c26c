// Wires the engine (wasm), the renderer (canvas) and the controls (DOM) together and runs
// the animation loop. User actions redraw at once; playback and End redraw once per frame.

import './style.css';
import { loadEngine } from './state.js';
import { createRenderer, DETAIL_LIMIT } from './render.js';
import {
  createControls, DEFAULT_GAME, readUrlGame, writeUrlGame,
} from './controls.js';

const QUEUE_PREVIEW = 14;
// Milliseconds of solving per animation frame while End runs; the rest of the frame draws.
const END_FRAME_BUDGET_MS = 7;

function queuePreview(view) {
  const waiting = view.tail - view.head;
  if (waiting === 0) return view.done ? '' : 'queue empty';
  const shown = [];
  const upto = Math.min(view.tail, view.head + QUEUE_PREVIEW);
  for (let i = view.head; i < upto; i += 1) {
    const s = view.queue[i];
    shown.push(`${s < view.n ? 'R' : 'M'}${(s % view.n) + 1}`);
  }
  const more = waiting > QUEUE_PREVIEW ? ` … +${waiting - QUEUE_PREVIEW}` : '';
  return `next: ${shown.join(' ')}${more}`;
}

async function main() {
  const canvas = document.getElementById('board');
  const wrap = canvas.parentElement;
  const renderer = createRenderer(canvas);
  const engine = await loadEngine();

  let playing = false;
  let ending = false;
  let speed = 4;
  let carry = 0;
  let lastTime = null;
  let frameRequested = false;
  let drawnVersion = -1;
  let dirty = true;
  let hover = null; // { x, y } in CSS pixels over the canvas
  let ready = false;

  let controls = null;

  const stopMotion = () => {
    playing = false;
    ending = false;
    carry = 0;
    controls.setPlaying(false);
    controls.setRunning(false);
  };

  function requestFrame() {
    if (frameRequested) return;
    frameRequested = true;
    requestAnimationFrame(frame);
  }

  // Starts `game`. A bad game shows its error beside the field and keeps the current one,
  // unless `rethrow` asks the caller to handle it (the first game, from the URL).
  function applyGame(game, { rethrow = false } = {}) {
    try {
      engine.start(game.n, game.s1, game.s2);
    } catch (err) {
      if (rethrow) throw err;
      controls.showError(err);
      return false;
    }
    stopMotion();
    controls.showError(null);
    controls.setFields(game);
    writeUrlGame(game);
    if (ready) paint();
    return true;
  }

  controls = createControls(document, {
    apply: (game) => applyGame(game),
    step: () => {
      stopMotion();
      if (engine.step({ report: engine.n() <= DETAIL_LIMIT })) paint();
    },
    back: () => {
      stopMotion();
      if (engine.back()) paint();
    },
    togglePlay: () => {
      if (ending) return;
      if (playing) {
        stopMotion();
      } else if (!engine.isDone()) {
        playing = true;
        lastTime = null;
        carry = 1; // take the first step right away
        controls.setPlaying(true);
        requestFrame();
      }
    },
    end: () => {
      if (engine.isDone()) return;
      playing = false;
      controls.setPlaying(false);
      ending = true;
      controls.setRunning(true);
      requestFrame();
    },
    reset: () => {
      stopMotion();
      engine.reset();
      paint();
    },
    speed: (value) => {
      speed = value;
    },
  });
  speed = controls.speed();

  function advance(now) {
    if (ending) {
      // The engine watches the clock itself, so each frame keeps time for drawing.
      engine.runFor(END_FRAME_BUDGET_MS);
      if (engine.isDone()) stopMotion();
    } else if (playing) {
      if (lastTime !== null) {
        // After a stall (hidden tab, slow frame) do not try to catch up in one burst.
        carry = Math.min(carry + ((now - lastTime) / 1000) * speed, Math.max(1, speed / 10));
      }
      lastTime = now;
      const due = Math.floor(carry);
      if (due > 0) {
        carry -= due;
        engine.run(due);
      }
      if (engine.isDone()) stopMotion();
    }
  }

  function paint() {
    const view = engine.view({ detailed: engine.n() <= DETAIL_LIMIT });
    renderer.draw(view);
    controls.setStatus(view);
    controls.setQueue(queuePreview(view));
    controls.setAnswer(view.done ? engine.judgeLines() : '');
    drawnVersion = engine.version;
    dirty = false;
    refreshTooltip();
  }

  function refreshTooltip() {
    if (!hover) {
      controls.showTooltip(null);
      return;
    }
    const state = renderer.hitTest(hover.x, hover.y);
    const info = state === null ? null : engine.describeState(state);
    controls.showTooltip(info, hover.x, hover.y, wrap.getBoundingClientRect());
  }

  function frame(now) {
    frameRequested = false;
    advance(now);
    if (dirty || engine.version !== drawnVersion) paint();
    if (playing || ending) requestFrame();
  }

  function fitCanvas() {
    const rect = canvas.getBoundingClientRect();
    renderer.resize(rect.width, rect.height, window.devicePixelRatio || 1);
    dirty = true;
  }

  new ResizeObserver(() => {
    fitCanvas();
    // Draw in the same frame as the resize so the canvas never shows stretched.
    if (ready) paint();
  }).observe(wrap);
  window.addEventListener('resize', () => {
    fitCanvas();
    requestFrame();
  });

  canvas.addEventListener('pointermove', (event) => {
    const rect = canvas.getBoundingClientRect();
    hover = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    refreshTooltip();
  });
  canvas.addEventListener('pointerleave', () => {
    hover = null;
    refreshTooltip();
  });

  // First game: from the URL if it names one, otherwise sample 1.
  const fromUrl = readUrlGame(window.location.search);
  let urlError = null;
  if (fromUrl) {
    try {
      applyGame(fromUrl, { rethrow: true });
    } catch (err) {
      urlError = err;
    }
  }
  if (!fromUrl || urlError) applyGame({ ...DEFAULT_GAME });
  if (urlError) {
    controls.showError(urlError, { prefix: 'The link’s game was not loaded, showing Sample 1. ', markField: false });
  }

  fitCanvas();
  paint();
  ready = true;
  document.body.dataset.ready = 'true';
}

main().catch((err) => {
  const box = document.getElementById('error');
  if (box) box.textContent = `Could not start: ${err && err.message ? err.message : err}`;
  throw err;
});
