// End-to-end: checking an answer, loading a judge input, and saving what the page shows.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './harness.mjs';

const site = useSite();
const { withPage } = site;
const SAMPLE1 = 'Lose Win Win Loop\nLoop Win Win Win\n';

async function check(page, answer) {
  await page.fill('#check-answer', answer);
  await page.click('#check');
  return {
    verdict: await page.getAttribute('#check-result', 'data-verdict'),
    wrong: await page.getAttribute('#check-result', 'data-wrong'),
    first: await page.getAttribute('#check-result', 'data-first'),
    text: await page.textContent('#check-result'),
  };
}

test('a pasted answer is accepted, or its wrong words are counted, proved and outlined', async () => {
  await withPage(site.url, async (page, problems) => {
    assert.deepEqual(await check(page, SAMPLE1), {
      verdict: 'accepted', wrong: '0', first: null, text: 'Accepted: every word is right.',
    });
    const wrong = await check(page, 'Win Win Win Loop\n  Loop Win\tLose Win  ');
    assert.equal(wrong.verdict, 'wrong');
    assert.equal(wrong.wrong, '2');
    assert.equal(wrong.first, 'R2');
    assert.match(wrong.text, /First at line 1, word 1 \(R2\): it says Win, the truth is Lose\. Proof: it is Lose, not Win/);
    const listed = await page.$$eval('#check-wrong button', (bs) => bs.map((b) => b.textContent));
    assert.deepEqual(listed, ['R2', 'M4']);
    await page.click('#check-wrong button >> nth=1');
    await page.mouse.move(1, 1);
    assert.equal(await page.getAttribute('#explain', 'data-state'), 'M4', 'clicking a wrong state pins its explanation');
    const format = await check(page, 'Lose Win Win');
    assert.equal(format.verdict, 'format');
    assert.equal(format.wrong, null, 'a format problem gets a message, not a count');
    assert.match(format.text, /^Not in the judge's format: the answer ends after 3 words/);
    assert.deepEqual(problems, []);
  });
});

test("switching games keeps each game's pinned Why? and its Check verdict alike", async () => {
  await withPage(site.url, async (page, problems) => {
    assert.equal((await check(page, 'Win Win Win Loop\nLoop Win Lose Win')).verdict, 'wrong');
    await page.click('#check-wrong button >> nth=1');
    await page.mouse.move(1, 1);
    await page.waitForSelector('#explain[data-state="M4"]');
    await page.click('#switch-graph');
    await page.waitForSelector('body[data-game="graph"]');
    assert.equal(await page.getAttribute('#explain', 'data-state'), null, "Berzerk's pin is not the graph's");
    await page.click('#switch-berzerk');
    await page.waitForSelector('body[data-game="berzerk"]');
    assert.equal(await page.getAttribute('#check-result', 'data-verdict'), 'wrong', 'the verdict is kept');
    // And so is the pinned Why? (its description asked again of the engine).
    await page.waitForSelector('#explain[data-state="M4"]', { timeout: 10000 });
    assert.deepEqual(problems, []);
  });
});

test('a pasted judge input loads as the current game, one case of many', async () => {
  await withPage(site.url, async (page, problems) => {
    await page.fill('#judge-input', '2\n5\n2 3 2\n3 1 2 3\n8\n4 6 2 3 4\n2 3 6\n');
    await page.fill('#judge-case', '2');
    await page.click('#load-input');
    assert.equal(await page.inputValue('#n'), '8');
    assert.equal(await page.inputValue('#s1'), '2 3 4 6');
    assert.match(await page.textContent('#judge-cases'), /2 cases/);
    await page.fill('#judge-case', '3');
    await page.click('#load-input');
    assert.match(await page.textContent('#judge-case-error'), /no case 3/);
    await page.fill('#judge-input', '5\n2 3 9\n3 1 2 3');
    await page.fill('#judge-case', '1');
    await page.click('#load-input');
    assert.match(await page.textContent('#judge-input-error'), /line 2, column 5: Rick's jump 9 is out of range/);
    assert.equal(await page.inputValue('#n'), '8', 'the last good game stays');
    assert.deepEqual(problems, []);
  });
});

test('the board saves as a PNG, the answer as text and the table as JSON that agrees with it', async () => {
  await withPage(`${site.url}?n=5&s1=3,2&s2=1,2,3`, async (page, problems) => {
    assert.ok(await page.isDisabled('#save-text'), 'no answer to save before the end');
    const saved = async (id) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(id)]);
      const stream = await download.createReadStream();
      const chunks = [];
      for await (const chunk of stream) chunks.push(chunk);
      return { name: download.suggestedFilename(), body: Buffer.concat(chunks) };
    };
    const png = await saved('#save-png');
    assert.equal(png.name, 'berzerk-n5.png');
    assert.deepEqual([...png.body.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG signature');
    assert.ok(png.body.length > 5000, `a board, not a blank image: ${png.body.length} bytes`);
    const table = JSON.parse((await saved('#save-json')).body.toString());
    assert.equal(table.length, 8, 'one entry per state (the holes left out)');
    await page.click('#end');
    await page.waitForSelector('#status[data-done="true"]');
    const text = (await saved('#save-text')).body.toString();
    assert.equal(text, SAMPLE1);
    const words = text.trim().split(/\s+/);
    table.forEach((row, i) => assert.equal(row.outcome, words[i], `${row.mover} at ${row.object}`));
    assert.deepEqual(problems, []);
  });
});
