// The page's side of `bench/page.mjs`: a probe installed in the page that records every
// main-thread task over 50 ms (the Long Tasks API) and the interval between animation
// frames while a measurement is open, and the scenarios driven through the page's ids.
// Figures are returned, never asserted.

/** Installs the probe: `window.benchProbe.open()` starts a window, `close()` returns its figures. */
export function installProbe(page) {
  return page.evaluate(() => {
    const probe = {
      tasks: [], frames: [], openAt: null, last: null,
      open() {
        this.tasks = [];
        this.frames = [];
        this.last = null;
        this.openAt = performance.now();
        const tick = (time) => {
          if (this.openAt === null) return;
          if (this.last !== null) this.frames.push(time - this.last);
          this.last = time;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      close() {
        const opened = this.openAt;
        this.openAt = null;
        const tasks = this.tasks.filter((task) => task.end >= opened).map((task) => task.duration);
        return { elapsed: performance.now() - opened, longest: Math.max(0, ...tasks), tasks: tasks.length, frames: this.frames };
      },
    };
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

/** Runs `action` inside a probe window that closes when `until` holds in the page. */
export async function measured(page, action, until, timeout = 600000) {
  await page.evaluate(() => window.benchProbe.open());
  await action();
  await page.waitForFunction(until, null, { timeout, polling: 'raf' });
  const figures = await page.evaluate(() => window.benchProbe.close());
  return { ...figures, ...frameFigures(figures.frames) };
}

const atRest = () => {
  const status = document.querySelector('#status');
  return status.getAttribute('aria-busy') === 'false';
};

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
  const figures = await measured(page, () => page.click('#end'), () => document.querySelector('#status').dataset.done === 'true');
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
    slider.dispatchEvent(new Event('change', { bubbles: true }));
  }, step), (to) => document.querySelector('#status').textContent.startsWith(`Step ${to} `)
    && document.querySelector('#status').getAttribute('aria-busy') === 'false', step);
}

/**
 * Mapping the run after a fast End: from the click on "Map the run" to the timeline's
 * marks being drawn (the button hides when the run is mapped).
 */
export function mapRun(page) {
  return measured(page, () => page.click('#timeline-map'), () => document.querySelector('#timeline-map').hidden
    && document.querySelector('#timeline-marks').childElementCount > 0);
}

/** A pasted answer checked, from the click to the verdict. */
export async function check(page, answer) {
  await page.fill('#check-answer', answer);
  return measured(page, () => page.click('#check'), () => document.querySelector('#check-result').textContent.trim() !== '');
}

/** Saving the JSON table, from the click to the download, with its size in bytes. */
export async function saveTable(page) {
  await page.evaluate(() => window.benchProbe.open());
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
  await page.evaluate(() => window.benchProbe.open());
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
  await page.evaluate(() => window.benchProbe.open());
  await page.click('#play');
  await page.waitForFunction((count) => window.benchProbe.frames.length >= count
    || document.querySelector('#status').dataset.done === 'true', frames, { timeout: 60000 });
  const figures = await page.evaluate(() => window.benchProbe.close());
  if (await page.textContent('#play') === 'Pause') await page.click('#play');
  return { ...figures, ...frameFigures(figures.frames) };
}
