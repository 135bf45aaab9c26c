// End-to-end: the embeddable view in a page of another origin. It shows only the board, the
// controls asked for and the narration, plays by itself when asked and stops at the end, and
// fits its frame at every size, the board first; the main page refuses to be framed by
// another site; "Copy embed code" gives the snippet for the view, playing only when chosen.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { axeViolations, framesPainted, useSite } from './harness.mjs';
import { linkParams } from '../../www/ui/url.js';

const site = useSite();
const { withPage } = site;
let host = null;
let hostUrl = null;
let frames = '';

/** A page on another origin (localhost rather than 127.0.0.1) holding `frames`. */
before(async () => {
  host = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Course notes</title><link rel="icon" href="data:,"><h1>Notes</h1>${frames}`);
  });
  await new Promise((resolve) => host.listen(0, 'localhost', resolve));
  hostUrl = `http://localhost:${host.address().port}/`;
});
after(() => new Promise((resolve) => host.close(resolve)));

test('the embed plays by itself in another site\'s page and stops at the end', async () => {
  const src = `${site.url}embed.html?n=8&s1=6,2,3,4&s2=3,6&autoplay=1&speed=120&controls=step,play`;
  frames = `<iframe id="demo" src="${src}" width="640" height="480" title="Berzerk"></iframe>`;
  await withPage(hostUrl, async (page, problems) => {
    const frame = await (await page.waitForSelector('#demo')).contentFrame();
    await frame.waitForSelector('body[data-ready="true"]');
    await frame.waitForSelector('#status[data-done="true"]', { state: 'attached', timeout: 20000 });
    assert.match(await frame.textContent('#status'), /^Step 17 /);
    for (const hidden of ['.masthead', '.tools', '#pseudocode', '#back', '#end', '#reset', '.speed']) {
      assert.equal(await frame.isVisible(hidden), false, `${hidden} is not shown in the embed`);
    }
    for (const shown of ['#board', '#narration', '#step', '#play']) assert.ok(await frame.isVisible(shown), `${shown} is shown`);
    const board = await frame.$eval('#board', (c) => c.getBoundingClientRect().height);
    assert.ok(board > 250, `the board fills the frame (${board} px tall)`);
    assert.deepEqual(problems, []);
  }, { waitForReady: false });
});

test('the main page cannot be framed by another site, the embed can', async () => {
  const response = await fetch(`${site.url}index.html`);
  assert.match(response.headers.get('content-security-policy'), /frame-ancestors 'self'/);
  const embed = await fetch(`${site.url}embed.html`);
  assert.match(embed.headers.get('content-security-policy'), /frame-ancestors \*/);
  // The page's own strict policy stays in its meta tag.
  assert.match(await embed.text(), /script-src 'self' 'wasm-unsafe-eval'/);
});

test('"Copy embed code" gives an iframe of the embed for the view shown, playing by itself only when chosen', async () => {
  await withPage(`${site.url}?n=8&s1=6,2,3,4&s2=3,6&step=5&pin=R3`, async (page, problems) => {
    assert.equal(await page.isChecked('#embed-autoplay'), false, 'Play on load is off at first');
    await page.click('#embed-code');
    const code = await page.inputValue('#embed-snippet');
    assert.match(code, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\.html\?n=8&amp;s1=6,2,3,4&amp;s2=3,6&amp;step=5&amp;pin=R3&amp;lang=en" width="720" height="540" title="Berzerk: [^"]+" loading="lazy"/);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
    // Ticking Play on load changes the code shown and copied.
    await page.check('#embed-autoplay');
    await page.waitForFunction(() => document.querySelector('#embed-snippet').value.includes('autoplay=1'));
    const playing = await page.inputValue('#embed-snippet');
    assert.match(playing, /&amp;step=5&amp;pin=R3&amp;lang=en&amp;autoplay=1"/);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), playing);
    assert.deepEqual(problems, []);
  });
});

test('the embed of the code copied stays at the step it shows', async () => {
  let src = null;
  await withPage(`${site.url}?n=8&s1=6,2,3,4&s2=3,6&step=3&pin=R3`, async (page) => {
    await page.click('#embed-code');
    src = (await page.inputValue('#embed-snippet')).match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
  });
  frames = `<iframe id="demo" src="${src}" width="720" height="540" title="Berzerk" style="border:0"></iframe>`;
  await withPage(hostUrl, async (page, problems) => {
    const frame = await (await page.waitForSelector('#demo')).contentFrame();
    await frame.waitForSelector('body[data-ready="true"]');
    // Long enough for a run played by itself to be over (it takes 17 steps at 4 a second).
    await page.waitForTimeout(1500);
    assert.match(await frame.textContent('#status'), /^Step 3 /);
    assert.equal(await frame.getAttribute('#play', 'aria-pressed'), 'false');
    assert.deepEqual(problems, []);
  }, { waitForReady: false });
});

/** Each game's view as a teacher would link it: a few steps in, a state pinned. */
const VIEWS = {
  berzerk: { query: 'n=8&s1=6,2,3,4&s2=3,6&step=3&pin=R3', name: /^Berzerk: / },
  piles: { query: 'game=piles&size=20&step=3', name: /^Two piles: / },
  graph: { query: 'game=graph&edges=6,7;1,2;2,3;3,1;3,4;4,5;5,6;2,6&step=2&pin=3', name: /^Graph: / },
};
const SIZES = [[400, 300], [480, 360], [560, 420], [640, 480], [720, 540], [1280, 720]];

/**
 * The board's rect, and every shown element outside the board's frame that overlaps it or
 * sticks out of the window (visually hidden ones, 1 px or less, aside).
 */
function layout(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('#board');
    const board = canvas.getBoundingClientRect();
    const frame = canvas.parentElement;
    const overlapping = [];
    const outside = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.contains(frame) || frame.contains(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className}`;
      const across = Math.min(rect.right, board.right) - Math.max(rect.left, board.left);
      const down = Math.min(rect.bottom, board.bottom) - Math.max(rect.top, board.top);
      if (across > 0.5 && down > 0.5) overlapping.push(name);
      if (rect.left < -0.5 || rect.top < -0.5 || rect.right > innerWidth + 0.5 || rect.bottom > innerHeight + 0.5) outside.push(name);
    }
    return { board: { width: board.width, height: board.height }, overlapping, outside };
  });
}

for (const [id, view] of Object.entries(VIEWS)) {
  test(`${id}: the embed fits frames from 400 x 300 to 1280 x 720, the board first and large`, async () => {
    await withPage(`${site.url}embed.html?${view.query}`, async (page, problems) => {
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        await page.reload();
        await page.waitForSelector('body[data-ready="true"]');
        await framesPainted(page);
        const { board, overlapping, outside } = await layout(page);
        const at = `at ${width} x ${height}`;
        assert.deepEqual(overlapping, [], `nothing covers the board ${at}`);
        assert.deepEqual(outside, [], `everything is inside the frame ${at}`);
        const least = 0.6 * Math.min(width, height);
        assert.ok(Math.min(board.width, board.height) >= least, `the board is ${board.width} x ${board.height} ${at}, at least ${least} each way`);
        for (const shown of ['#step', '#play', '#timeline', '#status', '#embed-narration', '#embed-open']) assert.ok(await page.isVisible(shown), `${shown} is shown ${at}`);
      }
      assert.deepEqual(problems, []);
    }, { width: 400, height: 300 });
  });
}

for (const [id, view] of Object.entries(VIEWS)) {
  test(`${id}: the embed has a heading naming the game and a link to the same view in the full page`, async () => {
    await withPage(`${site.url}embed.html?${view.query}`, async (page, problems) => {
      // The headings a screen reader finds: those laid out (the masthead's is not, in an embed).
      const headings = await page.$$eval('h1', (all) => all.filter((h) => h.getClientRects().length > 0)
        .map((h) => ({ text: h.textContent, shown: h.getBoundingClientRect().width > 1 })));
      assert.equal(headings.length, 1);
      assert.match(headings[0].text, view.name);
      assert.equal(headings[0].shown, false, 'the heading is for screen readers only');
      const link = await page.$eval('#embed-open', (a) => ({ href: a.href, target: a.target, rel: a.rel }));
      assert.deepEqual([link.target, link.rel], ['_blank', 'noopener']);
      const wanted = new URLSearchParams(view.query);
      const carried = new URL(link.href);
      assert.equal(carried.pathname, '/', 'the full page, not the embed');
      // A game's texts ride after '#' (ui/url.js): read both parts, as the page does.
      const params = linkParams(carried);
      for (const [key, value] of wanted) assert.equal(params.get(key), value, `the link carries ${key}`);
      assert.equal(params.has('autoplay'), false);
      assert.deepEqual(problems, []);
    }, { width: 640, height: 480 });
  });
}

test('the full page link follows the run and opens the view shown in a new tab', async () => {
  await withPage(`${site.url}embed.html?${VIEWS.berzerk.query}&autoplay=0&controls=step,play,timeline,status`, async (page, problems) => {
    await page.click('#step');
    await page.waitForFunction(() => new URL(document.querySelector('#embed-open').href).searchParams.get('step') === '4');
    const [opened] = await Promise.all([page.context().waitForEvent('page'), page.click('#embed-open')]);
    await opened.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    assert.match(await opened.textContent('#status'), /^Step 4 /);
    assert.equal(await opened.evaluate(() => document.body.classList.contains('embed')), false);
    assert.ok(await opened.isVisible('.tools'), 'the full page shows its tools');
    assert.deepEqual(problems, []);
  }, { width: 640, height: 480 });
});

test('the narration is beside the board in a wide frame, and its switch hides and shows it', async () => {
  await withPage(`${site.url}embed.html?${VIEWS.berzerk.query}`, async (page) => {
    assert.equal(await page.getAttribute('#embed-narration', 'aria-pressed'), 'true');
    const wide = await page.$eval('#board', (c) => c.getBoundingClientRect().width);
    assert.ok(await page.isVisible('#narration'));
    await page.click('#embed-narration');
    assert.equal(await page.getAttribute('#embed-narration', 'aria-pressed'), 'false');
    assert.equal(await page.isVisible('#narration'), false);
    await page.waitForFunction((before) => document.querySelector('#board').getBoundingClientRect().width > before, wide);
  }, { width: 720, height: 540 });
  // Too small for it at first, shown when asked, without covering the board.
  await withPage(`${site.url}embed.html?${VIEWS.berzerk.query}`, async (page) => {
    assert.equal(await page.isVisible('#narration'), false);
    await page.click('#embed-narration');
    assert.ok(await page.isVisible('#narration'));
    await framesPainted(page);
    assert.deepEqual((await layout(page)).overlapping, []);
  }, { width: 400, height: 300 });
  await withPage(`${site.url}embed.html?${VIEWS.berzerk.query}&narration=0`, async (page) => {
    assert.equal(await page.isVisible('#narration'), false);
  }, { width: 720, height: 540 });
});

test('the embed passes axe-core in both languages, at a small and a large frame', async () => {
  for (const [width, height, lang] of [[400, 300, 'en'], [1280, 720, 'zh']]) {
    await withPage(`${site.url}embed.html?${VIEWS.berzerk.query}&lang=${lang}`, async (page, problems) => {
      assert.deepEqual(await axeViolations(page), [], `at ${width} x ${height} in ${lang}`);
      assert.deepEqual(problems, []);
    }, { width, height, bypassCSP: true });
  }
});
