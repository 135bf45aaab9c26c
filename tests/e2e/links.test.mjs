// End-to-end: links of any size open from a server that refuses request lines over 8 KB,
// as strict static hosts do. A game's texts (a graph's edges, a rule program) ride after `#`,
// which a browser never sends; old links with everything in the query still open.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enterGraph, framesPainted, useSite } from './harness.mjs';

/** Request lines and headers over this many bytes are refused with 431. */
const STRICT = 8192;
const site = useSite({ maxHeaderSize: STRICT });
const { withPage } = site;

/** A graph of `n` nodes with three moves from each, drawn from a fixed LCG (deflate cannot shrink it much). */
function graphText(n) {
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return (seed % n) + 1;
  };
  const lines = [];
  for (let u = 1; u <= n; u += 1) for (let k = 0; k < 3; k += 1) lines.push(`${u} ${next()}`);
  return `${n} ${lines.length}\n${lines.join('\n')}\n`;
}

/** What a browser sends for `link`: the path and query, never the fragment. */
const requestTarget = (link) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('Copy link of a 3,000-node graph opens from a server that refuses request lines over 8 KB', async () => {
  const text = graphText(3000);
  await withPage(`${site.url}?game=graph`, async (page, problems) => {
    await enterGraph(page, text);
    await page.waitForFunction(() => /3,?000 nodes/.test(document.querySelector('#board-caption').textContent));
    await page.click('#step');
    await framesPainted(page);
    await page.click('#copy-link');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(link.length > STRICT, `the link holds the graph: ${link.length} characters`);
    assert.ok(requestTarget(link).length < 200, `the request is short: ${requestTarget(link)}`);
    // Every node has moves, so the one step is the final Loop step: the run is over.
    assert.match(link, /\?game=graph&step=end&lang=en#edgesz=[\w-]+$/);
    const response = await page.goto(link);
    assert.equal(response.status(), 200);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() => /3,?000 nodes/.test(document.querySelector('#board-caption').textContent));
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    assert.equal(await page.isHidden('#link-note'), true, 'nothing in the link was ignored');
    assert.deepEqual(problems, []);
  });
});

test('old links, with the texts in the query, still open, and the address takes the new form', async () => {
  await withPage(`${site.url}?game=graph&edges=3,2;1,2;2,3&step=end&pin=1`, async (page, problems) => {
    assert.equal(await page.inputValue('#graph-edges'), '3 2\n1 2\n2 3\n');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    assert.equal(await page.getAttribute('#explain', 'data-state'), '1');
    await page.waitForFunction(() => window.location.hash === '#edges=3,2;1,2;2,3');
    assert.equal(new URL(page.url()).search, '?game=graph&step=end&pin=1');
    assert.deepEqual(problems, []);
  });
  const source = 'state n in 0..5\nmove n - k for k in {1, 2} if k <= n\n';
  await withPage(`${site.url}?${new URLSearchParams([['game', 'rules'], ['src', source], ['step', 'end']])}`, async (page, problems) => {
    assert.equal(await page.inputValue('#rules-source'), source);
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    await page.waitForFunction(() => /^#srcz?=/.test(window.location.hash));
    assert.equal(new URL(page.url()).search, '?game=rules&step=end');
    assert.deepEqual(problems, []);
  });
});
