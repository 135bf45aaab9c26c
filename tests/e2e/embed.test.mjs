// End-to-end: the embeddable view in a page of another origin. It shows only the board, the
// controls asked for and the narration, plays by itself and stops at the end; the main page
// refuses to be framed by another site; "Copy embed code" gives the snippet for the view.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { useSite } from './harness.mjs';

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

test('"Copy embed code" gives an iframe of the embed for the view shown', async () => {
  await withPage(`${site.url}?n=8&s1=6,2,3,4&s2=3,6&step=5&pin=R3`, async (page, problems) => {
    await page.click('#embed-code');
    const code = await page.inputValue('#embed-snippet');
    assert.match(code, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\.html\?n=8&amp;s1=6,2,3,4&amp;s2=3,6&amp;step=5&amp;pin=R3&amp;lang=en&amp;autoplay=1" width="720" height="540" title="Berzerk: [^"]+" loading="lazy"/);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
    assert.deepEqual(problems, []);
  });
});
