// The page's side of `bench/page.mjs`: a probe installed in the page that records every
// main-thread task over 50 ms (the Long Tasks API) and the interval between animation
// frames while a measurement is open, and the scenarios driven through the page's ids.
// Figures are returned, never asserted.

/**
 * Installs the probe. `open(condition, arg)` starts a window: its clock starts at the first
 * input event after it (a click, an input, a key), and stops the moment `condition` (one
 * of the named conditions below, checked on every change to the page and every frame)
 * first holds; `close()` returns the figures.
 */
export function installProbe(page) {
  return page.evaluate(() => {
    const status = () => document.querySelector('#status');
    const conditions = {
      none: () => false,
      done: () => status().dataset.done === 'true',
      atStep: (step) => status().textContent.startsWith(`Step ${step} `) && status().getAttribute('aria-busy') === 'false',
      mapped: () => document.querySelector('#timeline-map').hidden && !document.querySelector('#timeline').disabled,
      checked: () => document.querySelector('#check-result').textContent.trim() !== '',
      // A new game shown at its start: the status at rest on step 0, saying other than `before`.
      shown: (before) => status().textContent !== before && status().textContent.startsWith('Step 0 ')
        && status().getAttribute('aria-busy') === 'false',
      // A build stopped: its refusal beside the editor, the page at rest.
      stopped: () => document.querySelector('#rules-error').textContent !== ''
        && status().getAttribute('aria-busy') === 'false',
    };
    /** The build's progress as the bar says it ("Building the game: 56%"). */
    const building = () => /^Building the game: \d+%/.test(document.querySelector('#progress').title);
    const probe = {
      tasks: [], frames: [], progress: new Set(), openAt: null, startAt: null, doneAt: null, last: null, watcher: null,
      open(condition = 'none', arg = null) {
        const openAt = performance.now();
        Object.assign(this, { tasks: [], frames: [], progress: new Set(), last: null, startAt: null, doneAt: null, openAt });
        // Only this window's checks and frames count: an earlier window's frame loop ends
        // here, or it would stop this clock with its own condition and count frames twice.
        const current = () => this.openAt === openAt;
        const check = () => {
          if (!current()) return;
          if (building()) this.progress.add(document.querySelector('#progress').title);
          if (this.doneAt === null && this.startAt !== null && conditions[condition](arg)) this.doneAt = performance.now();
        };
        this.watcher = new MutationObserver(check);
        this.watcher.observe(document.documentElement, { subtree: true, attributes: true, childList: true, characterData: true });
        const tick = (time) => {
          if (!current()) return;
          if (this.last !== null) this.frames.push(time - this.last);
          this.last = time;
          check();
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      close() {
        const opened = this.openAt;
        this.openAt = null;
        this.watcher.disconnect();
        const tasks = this.tasks.filter((task) => task.end >= opened).map((task) => task.duration);
        const end = this.doneAt ?? performance.now();
        return {
          elapsed: end - (this.startAt ?? opened), longest: Math.max(0, ...tasks), tasks: tasks.length, frames: this.frames, progress: this.progress.size,
        };
      },
    };
    for (const type of ['pointerdown', 'click', 'input', 'keydown', 'wheel']) {
      document.addEventListener(type, () => {
        if (probe.openAt !== null && probe.startAt === null) probe.startAt = performance.now();
      }, { capture: true });
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.tasks.push({ duration: entry.duration, end: entry.startTime + entry.duration });
    }).observe({ type: 'longtask' });
    window.benchProbe = probe;
  });
}

/** The 95th percentile and the largest of a list of frame intervals. */
export function frameFigures(frames) {
  if (frames.length === 0) return { p95: 0, max: 0, count: 0 };
  const sorted = [...frames].sort((a, b) => a - b);
  return { p95: sorted[Math.floor((sorted.length - 1) * 0.95)], max: sorted[sorted.length - 1], count: sorted.length };
}

/**
 * Runs `action` inside a probe window, from its first input event to the moment the named
 * `condition` holds (then a moment more, so tasks ending just after are seen too).
 */
export async function measured(page, action, condition, arg = null, timeout = 600000) {
  await page.evaluate(([name, value]) => window.benchProbe.open(name, value), [condition, arg]);
  await action();
  await page.waitForFunction(() => window.benchProbe.doneAt !== null, null, { timeout });
  await page.evaluate(() => new Promise((resolve) => {
    setTimeout(resolve, 100);
  }));
  const figures = await page.evaluate(() => window.benchProbe.close());
  return { ...figures, ...frameFigures(figures.frames) };
}

const atRest = () => document.querySelector('#status').getAttribute('aria-busy') === 'false';

/** Enters a game through the form (fields of any length) and waits for it to be shown. */
export async function enterGame(page, game) {
  await page.fill('#n', String(game.n));
  await page.fill('#s1', game.s1);
  await page.fill('#s2', game.s2);
  await page.click('#apply');
  await page.waitForFunction((n) => document.querySelector('#n').value === n
    && /^Step 0 /.test(document.querySelector('#status').textContent), String(game.n), { timeout: 120000 });
  await page.waitForFunction(atRest);
}

/** End, from the click to the status saying the run is over. */
export async function end(page) {
  const figures = await measured(page, () => page.click('#end'), 'done');
  // A run that is over maps its timeline by itself; later seeks wait for it.
  await page.waitForFunction(() => !document.querySelector('#timeline').disabled, null, { timeout: 600000 });
  return figures;
}

/** A seek by the timeline's slider, from the input to the status showing that step at rest. */
export function seek(page, step) {
  return measured(page, () => page.evaluate((to) => {
    const slider = document.querySelector('#timeline');
    slider.value = String(to);
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  }, step), 'atStep', step);
}

/** "Map the run" before the end, from the click to the timeline being mapped. */
export function mapRun(page) {
  return measured(page, () => page.click('#timeline-map'), 'mapped');
}

/** A pasted answer checked, from the click to the verdict. */
export async function check(page, answer) {
  await page.fill('#check-answer', answer);
  return measured(page, () => page.click('#check'), 'checked');
}

/** Saving the JSON table, from the click to the download, with its size in bytes. */
export async function saveTable(page) {
  await page.evaluate(() => window.benchProbe.open('none'));
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 600000 }), page.click('#save-json')]);
  let bytes = 0;
  for await (const chunk of await download.createReadStream()) bytes += chunk.length;
  const figures = await page.evaluate(() => window.benchProbe.close());
  return { ...figures, ...frameFigures(figures.frames), bytes };
}

/**
 * Zoom and pan on the board: `frames` wheel notches toward the middle, one per animation
 * frame, then a drag across the board of as many moves, with the frame intervals meanwhile.
 */
export async function zoomAndPan(page, frames = 60) {
  const box = await page.locator('#board').boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.evaluate(() => window.benchProbe.open('none'));
  await page.mouse.move(x, y);
  for (let i = 0; i < frames; i += 1) {
    await page.mouse.wheel(0, -120);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  await page.mouse.down();
  for (let i = 0; i < frames; i += 1) {
    await page.mouse.move(x + i * 4, y + i * 2);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  await page.mouse.up();
  const figures = await page.evaluate(() => window.benchProbe.close());
  return { ...figures, ...frameFigures(figures.frames) };
}

/** Play at the speed slider's position `notch` for `frames` frames (or to the end), with the frame intervals. */
export async function play(page, notch, frames = 120) {
  await page.fill('#speed', String(notch));
  await page.evaluate(() => window.benchProbe.open('none'));
  await page.click('#play');
  await page.waitForFunction((count) => window.benchProbe.frames.length >= count
    || document.querySelector('#status').dataset.done === 'true', frames, { timeout: 60000 });
  const figures = await page.evaluate(() => window.benchProbe.close());
  if (await page.textContent('#play') === 'Pause') await page.click('#play');
  return { ...figures, ...frameFigures(figures.frames) };
}

/** The status line's text now. */
const statusText = (page) => page.textContent('#status');

/**
 * Applies a rule program typed into the editor, from the click on Apply to the new game shown
 * at step 0 (built in the worker), with the build's distinct progress reports meanwhile.
 */
export async function applyRules(page, source) {
  await page.fill('#rules-source', source);
  const before = await statusText(page);
  return measured(page, () => page.click('#rules-apply'), 'shown', before);
}

/**
 * Applies `source` and cancels its build once the bar shows its progress: from the click on
 * Cancel to the refusal beside the editor, and whether the game shown before is still shown.
 */
export async function cancelBuild(page, source) {
  await page.fill('#rules-source', source);
  const before = await statusText(page);
  await page.click('#rules-apply');
  await page.waitForSelector('#cancel:not([hidden])', { timeout: 60000 });
  await page.waitForFunction(() => /^Building the game: \d+%/.test(document.querySelector('#progress').title), null, { timeout: 60000 });
  const figures = await measured(page, () => page.click('#cancel'), 'stopped');
  return { ...figures, kept: await statusText(page) === before, error: await page.textContent('#rules-error') };
}
