// The DOM side of the page: the game form, presets, playback buttons, keyboard, URL
// parameters, status text, the answer block and the tooltip. No wasm here: callers pass
// plain objects in and get plain callbacks out.

export const DEFAULT_GAME = Object.freeze({ n: '5', s1: '3 2', s2: '1 2 3' });

export const PRESETS = {
  sample1: () => ({ ...DEFAULT_GAME }),
  sample2: () => ({ n: '8', s1: '6 2 3 4', s2: '3 6' }),
  // Moves of 4 and 8 on 12 objects only ever reach objects in the same class mod 4,
  // so only objects 5 and 9 can reach the hole and everything else loops.
  loop: () => ({ n: '12', s1: '4 8', s2: '4 8' }),
  // Every step from 1 to 6999: the field accepts ranges.
  big: () => ({ n: '7000', s1: '1-6999', s2: '1-6999' }),
};

/** Speeds the slider picks from, in steps per second. */
export const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000];

function randomSteps(n, random) {
  const size = 1 + Math.floor(random() * Math.min(n - 1, 5));
  const chosen = new Set();
  while (chosen.size < size) chosen.add(1 + Math.floor(random() * (n - 1)));
  return Array.from(chosen).join(' ');
}

/** A random game: n in 5..40 and one to five distinct steps per player. */
export function randomGame(random = Math.random) {
  const n = 5 + Math.floor(random() * 36);
  return { n: String(n), s1: randomSteps(n, random), s2: randomSteps(n, random) };
}

/** The game in the query string, or null when the URL names none. */
export function readUrlGame(search) {
  const params = new URLSearchParams(search);
  if (!params.has('n') && !params.has('s1') && !params.has('s2')) return null;
  return { n: params.get('n') ?? '', s1: params.get('s1') ?? '', s2: params.get('s2') ?? '' };
}

function compactSteps(text) {
  return text.trim().split(/[\s,]+/).filter(Boolean).join(',');
}

/** Puts the game into the URL without adding a history entry. */
export function writeUrlGame(game) {
  const url = new URL(window.location.href);
  url.searchParams.set('n', game.n.trim());
  url.searchParams.set('s1', compactSteps(game.s1));
  url.searchParams.set('s2', compactSteps(game.s2));
  // Commas are allowed in a query; keep them readable.
  const search = url.search.replace(/%2C/gi, ',');
  window.history.replaceState(null, '', `${url.pathname}${search}${url.hash}`);
}

function isTypingTarget(target) {
  if (!target || !(target instanceof Element)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

// The speed slider uses the arrow keys itself, but has no use for the space bar.
function isSlider(target) {
  return target instanceof Element && target.tagName === 'INPUT' && target.type === 'range';
}

const FIELDS = ['n', 's1', 's2'];
const FIELD_NAMES = { n: 'n', s1: "Rick's steps", s2: "Morty's steps" };

/**
 * Wires the DOM. `on` holds callbacks: apply(game), step(), back(), togglePlay(), end(),
 * reset(), speed(stepsPerSecond).
 */
export function createControls(doc, on) {
  const $ = (id) => doc.getElementById(id);
  const inputs = { n: $('n'), s1: $('s1'), s2: $('s2') };
  const fieldErrors = { n: $('n-error'), s1: $('s1-error'), s2: $('s2-error') };
  const errorBox = $('error');
  const status = $('status');
  const queueLine = $('queue');
  const answer = $('answer');
  const copy = $('copy');
  const buttons = {
    step: $('step'), back: $('back'), play: $('play'), end: $('end'), reset: $('reset'),
  };
  const speed = $('speed');
  const speedOut = $('speed-out');
  const tooltip = $('tooltip');

  const readForm = () => ({ n: inputs.n.value, s1: inputs.s1.value, s2: inputs.s2.value });

  $('game-form').addEventListener('submit', (event) => {
    event.preventDefault();
    on.apply(readForm());
  });
  $('random').addEventListener('click', () => {
    const game = randomGame();
    setFields(game);
    on.apply(game);
  });
  for (const button of doc.querySelectorAll('[data-preset]')) {
    button.addEventListener('click', () => {
      const game = PRESETS[button.dataset.preset]();
      setFields(game);
      on.apply(game);
    });
  }
  const clearFieldError = (field) => {
    inputs[field].removeAttribute('aria-invalid');
    fieldErrors[field].textContent = '';
  };
  for (const field of FIELDS) {
    inputs[field].addEventListener('input', () => clearFieldError(field));
  }

  buttons.step.addEventListener('click', () => on.step());
  buttons.back.addEventListener('click', () => on.back());
  buttons.play.addEventListener('click', () => on.togglePlay());
  buttons.end.addEventListener('click', () => on.end());
  buttons.reset.addEventListener('click', () => on.reset());

  const speedValue = () => SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, Number(speed.value)))];
  const showSpeed = () => {
    const v = speedValue();
    speedOut.textContent = `${v} step${v === 1 ? '' : 's'}/s`;
  };
  speed.addEventListener('input', () => {
    showSpeed();
    on.speed(speedValue());
  });
  showSpeed();

  let copyTimer = 0;
  copy.addEventListener('click', async () => {
    const text = answer.textContent;
    if (!text) return;
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      const range = doc.createRange();
      range.selectNodeContents(answer);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      ok = doc.execCommand('copy');
    }
    copy.textContent = ok ? 'Copied' : 'Select and copy';
    clearTimeout(copyTimer);
    copyTimer = setTimeout(() => { copy.textContent = 'Copy'; }, 1500);
  });

  doc.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const space = event.key === ' ' || event.code === 'Space';
    if (isTypingTarget(event.target) && !(space && isSlider(event.target))) return;
    if (space) {
      event.preventDefault();
      if (!event.repeat) on.togglePlay();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      on.step();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      on.back();
    }
  });
  // A focused button would otherwise also be clicked by the space bar when it is released.
  doc.addEventListener('keyup', (event) => {
    const space = event.key === ' ' || event.code === 'Space';
    if (space && (!isTypingTarget(event.target) || isSlider(event.target))) {
      event.preventDefault();
    }
  });

  function setFields(game) {
    for (const field of FIELDS) {
      inputs[field].value = game[field];
      clearFieldError(field);
    }
  }

  /** Shows an input error (message + field) or clears all errors when given null. */
  function showError(error, { prefix = '', markField = true } = {}) {
    FIELDS.forEach(clearFieldError);
    if (!error) {
      errorBox.textContent = '';
      return;
    }
    const field = FIELDS.includes(error.field) ? error.field : null;
    if (field && markField) {
      inputs[field].setAttribute('aria-invalid', 'true');
      fieldErrors[field].textContent = error.message;
    }
    const where = field ? `${FIELD_NAMES[field]}: ` : '';
    errorBox.textContent = `${prefix}${where}${error.message}`;
  }

  function setStatus(view) {
    const [undecided, win, lose, loop] = view.counts;
    const parts = [
      `Step ${view.steps}`,
      `Win ${win}`,
      `Lose ${lose}`,
      `Loop ${loop}`,
      `undecided ${undecided}`,
      `queue ${view.tail - view.head}`,
    ];
    status.textContent = parts.join(' · ');
    if (view.done) {
      status.append(' · ');
      const done = doc.createElement('span');
      done.className = 'done';
      done.textContent = 'done';
      status.append(done);
    }
    buttons.back.disabled = view.steps === 0;
    buttons.step.disabled = view.done;
    buttons.end.disabled = view.done;
    buttons.play.disabled = view.done;
  }

  function setQueue(text) {
    queueLine.textContent = text;
    queueLine.title = text;
  }

  function setAnswer(text) {
    const value = text ?? '';
    if (answer.textContent !== value) answer.textContent = value;
    copy.disabled = value === '';
  }

  function setPlaying(playing) {
    buttons.play.textContent = playing ? 'Pause' : 'Play';
    buttons.play.setAttribute('aria-pressed', playing ? 'true' : 'false');
  }

  function setRunning(running) {
    buttons.end.textContent = running ? 'Running…' : 'End';
  }

  function showTooltip(info, x, y, bounds) {
    if (!info) {
      tooltip.hidden = true;
      return;
    }
    const rows = [
      ['Object', info.object === 1 ? '1 (black hole)' : String(info.object)],
      ['To move', info.mover],
      ['Outcome', info.outcome === 0 ? 'undecided so far' : info.outcomeName],
    ];
    if (info.object !== 1) {
      rows.push(['Counter', info.outcome === 0 ? `${info.counter} move${info.counter === 1 ? '' : 's'} left` : String(info.counter)]);
    }
    if (info.remoteness !== null) rows.push(['Remoteness', `${info.remoteness} move${info.remoteness === 1 ? '' : 's'}`]);
    if (info.outcome !== 0 && info.bestMove !== null && info.bestMove !== 0) {
      rows.push(['Best move', `${info.bestMove} clockwise`]);
    }
    if (info.queuePlace !== null) rows.push(['Queue', `#${info.queuePlace} waiting`]);
    tooltip.replaceChildren(...rows.map(([k, v]) => {
      const row = doc.createElement('div');
      row.className = 'tip-row';
      const key = doc.createElement('span');
      key.textContent = k;
      const val = doc.createElement('b');
      val.textContent = v;
      row.append(key, val);
      return row;
    }));
    tooltip.hidden = false;
    const w = tooltip.offsetWidth;
    const h = tooltip.offsetHeight;
    let left = x + 14;
    let top = y + 14;
    if (left + w > bounds.width - 4) left = x - w - 14;
    if (top + h > bounds.height - 4) top = y - h - 14;
    tooltip.style.left = `${Math.max(4, left)}px`;
    tooltip.style.top = `${Math.max(4, top)}px`;
  }

  return {
    readForm, setFields, showError, setStatus, setQueue, setAnswer, setPlaying, setRunning,
    showTooltip, speed: speedValue,
  };
}
