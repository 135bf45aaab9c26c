// End-to-end: what the rule game says of itself holds. With Hints off, Play lists the moves
// in the game's order and the Pattern tab's cards wait for the game's end; a small game is
// mapped from the start; the board's keys follow the board as drawn (a wrapped strip's ↓ is
// the cell below; Home and End); the editor's note names the keys that work and Tab leaves
// it; the Pattern row writes outcomes as the board does; the Grundy sentence writes the mex;
// a file over the page's limit is refused with the limit named. English and Chinese.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './harness.mjs';
import { RULES_PRESETS } from '../../www/games/rules/presets.js';
import { stripFrame } from '../../www/games/rules/board-geometry.js';
import { FILE_LIMIT, FILE_LIMIT_TEXT } from '../../www/games/rules/editor-panel.js';

const site = useSite();
const link = (text, rest = '') => `${site.url}?game=rules&src=${encodeURIComponent(text)}${rest}`;

async function atEnd(page, url) {
  await page.goto(url);
  await page.waitForSelector('#status[data-done="true"]', { timeout: 60000 });
}

/** Two animation frames: what was asked to be drawn is on the canvas. */
const framesPainted = (page) => page.evaluate(() => new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(done)); }));

/** How many pixels of the board have the legend's colour of a Lose state. */
async function losePixels(page) {
  await framesPainted(page);
  return page.evaluate(() => {
    const lose = getComputedStyle(document.querySelector('.swatch.lose')).backgroundColor.match(/\d+/g).slice(0, 3).join(',');
    const canvas = document.querySelector('#board');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (`${data[i]},${data[i + 1]},${data[i + 2]}` === lose) count += 1;
    return count;
  });
}

test('with Hints off, Play lists the moves in the game\'s order and the Pattern tab hides the pattern, the sweep, the P-positions and the Sum card', async () => {
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    await atEnd(page, link(RULES_PRESETS.wythoff, '&step=end'));
    await page.selectOption('#rules-shade', 'grundy');
    assert.ok(await losePixels(page) > 100, 'the Grundy shading shows the P-positions (value 0)');
    await page.click('#tab-play');
    await page.uncheck('#play-hints');
    await page.fill('#play-from', '5,9');
    await page.click('#play-start');
    await page.waitForSelector('#play-moves button');
    const targets = await page.$$eval('#play-moves button', (buttons) => buttons.map((b) => Number(b.dataset.to)));
    assert.ok(targets.length > 5);
    assert.deepEqual(targets, [...targets].sort((a, b) => a - b), 'the moves in state order, not best first');
    assert.doesNotMatch(await page.textContent('#play-moves'), /win|lose|loop/i);
    assert.equal(await losePixels(page), 0, 'nor does the board, whatever its shading');
    await page.click('#tab-pattern');
    for (const id of ['#pattern', '#sg-grid-card', '#sweep', '#p-positions-card', '#sum-card']) assert.ok(await page.isHidden(id), `${id} hidden while Hints are off`);
    assert.ok(await page.isVisible('#panel-pattern .concealed-note'));
    await page.check('#play-hints');
    for (const id of ['#pattern', '#sg-grid-card', '#sweep', '#p-positions-card', '#sum-card']) await page.waitForSelector(id, { state: 'visible' });
    assert.deepEqual(problems, []);
  });
});

test('a small rule game is mapped from the start: the timeline scrubs without Map the run', async () => {
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    await page.waitForSelector('#switch-rules[aria-pressed="true"]');
    await page.waitForFunction(() => !document.querySelector('#timeline').disabled, null, { timeout: 30000 });
    assert.ok(await page.isHidden('#timeline-map'));
    assert.doesNotMatch(await page.textContent('#timeline-note'), /Map the run/);
    assert.equal(await page.getAttribute('#status', 'data-done'), 'false', 'mapped before the run is over');
    assert.deepEqual(problems, []);
  });
});

test('on a wrapped strip, ↓ and ↑ go to the cell below and above; Home and End to the first and last state', async () => {
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    await atEnd(page, link(RULES_PRESETS.subtraction, '&step=end'));
    const box = await page.locator('#board').boundingBox();
    const frame = stripFrame(41, 1, Math.floor(box.width), Math.floor(box.height), { zoom: 1, cx: 0.5, cy: 0.5 });
    assert.ok(frame.rows > 1 && frame.cols < 41, `the strip wraps (${frame.cols} columns)`);
    await page.focus('#board');
    const at = async (key, name) => {
      await page.keyboard.press(key);
      await page.waitForSelector(`#explain[data-state="${name}"]`);
    };
    await at('End', '40');
    await at('Home', '0');
    await at('ArrowDown', String(frame.cols));
    await at('ArrowRight', String(frame.cols + 1));
    await at('ArrowUp', '1');
    await at('End', '40');
    await at('ArrowDown', '40');
    // Mid-run, End on the focused board moves the cursor, not the run (off the board it runs to the end).
    await page.goto(link(RULES_PRESETS.subtraction, '&step=2'));
    await page.waitForSelector('#status[data-done="false"]');
    await page.focus('#board');
    await at('End', '40');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'false');
    assert.deepEqual(problems, []);
  }, { width: 1280, height: 800 });
});

test('on the two strips, ↓ goes from the last row of one strip to the first of the next; on a grid Home and End go to its corners', async () => {
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    await atEnd(page, link(RULES_PRESETS.berzerk, '&step=end'));
    await page.focus('#board');
    const at = async (key, name) => {
      await page.keyboard.press(key);
      await page.waitForSelector(`#explain[data-state="${name}"]`);
    };
    await at('Home', '(0, Rick)');
    await at('ArrowDown', '(0, Morty)');
    await at('End', '(4, Morty)');
    await atEnd(page, link(RULES_PRESETS.wythoff, '&step=end'));
    await page.focus('#board');
    await at('End', '(15, 15)');
    await at('Home', '(0, 0)');
    await at('ArrowDown', '(0, 1)');
    assert.deepEqual(problems, []);
  }, { width: 1280, height: 800 });
});

for (const [lang, apply, enter] of [['en', 'Ctrl+Enter', /\(or Enter\)/], ['zh', 'Ctrl+Enter', /（或回车）/]]) {
  test(`${lang}: the editor's note names the keys that work, and Tab leaves the editor`, async () => {
    await site.withPage(`${site.url}?game=rules&lang=${lang}`, async (page, problems) => {
      await page.waitForSelector('.rules-editor .cm-content', { timeout: 30000 }).catch(() => null);
      await page.waitForFunction(() => document.querySelector('.rules-editor')?.shadowRoot?.querySelector('.cm-content'));
      const content = page.locator('.rules-editor .cm-content');
      await content.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n# a note');
      await page.waitForFunction(() => document.querySelector('#rules-form-note').textContent !== '');
      const note = await page.textContent('#rules-form-note');
      assert.ok(note.includes(apply), note);
      assert.doesNotMatch(note, enter);
      assert.match(await page.textContent('#rules-keys'), /Tab/);
      const before = await page.inputValue('#rules-source');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement.id), 'rules-apply');
      assert.equal(await page.inputValue('#rules-source'), before, 'Tab typed nothing');
      await page.keyboard.press('Shift+Tab');
      assert.ok(await page.evaluate(() => document.activeElement.classList.contains('rules-editor')));
      await page.keyboard.press('Control+]');
      assert.notEqual(await page.inputValue('#rules-source'), before, 'Ctrl+] indents');
      await page.keyboard.press('Control+Enter');
      await page.waitForFunction(() => document.querySelector('#rules-form-note').textContent === '');
      assert.deepEqual(problems, []);
    });
  });
}

const OUTCOME_CELLS = { en: ['L', 'W', '∞'], zh: ['胜', '败', '∞'] };
/** A strip of Lose and Win states, then two states that move to each other (Loops). */
const LOOPY_STRIP = '# a pile, then a loop\nstate n in 0..5\nmove n - 1 if n > 0 and n < 4\nmove 5 if n == 4\nmove 4 if n == 5\n';

for (const lang of ['en', 'zh']) {
  test(`${lang}: the Pattern row writes each outcome as the board does, each its own sign`, async () => {
    await site.withPage(`${site.url}?game=rules&lang=${lang}`, async (page, problems) => {
      await atEnd(page, link(LOOPY_STRIP, `&lang=${lang}&step=end`));
      await page.click('#tab-pattern');
      await page.waitForSelector('#pattern-outcome-cells .pattern-cell');
      const cells = await page.$$eval('#pattern-outcome-cells .pattern-cell', (all) => all.map((c) => [c.dataset.outcome, c.textContent]));
      const byOutcome = Object.fromEntries(cells.map(([outcome, text]) => [outcome, text]));
      assert.deepEqual(Object.keys(byOutcome).sort(), ['Loop', 'Lose', 'Win']);
      assert.equal(new Set(Object.values(byOutcome)).size, 3, JSON.stringify(byOutcome));
      for (const [outcome, text] of cells) assert.equal(text, byOutcome[outcome]);
      for (const text of Object.values(byOutcome)) assert.ok(OUTCOME_CELLS[lang].includes(text), text);
      assert.deepEqual(problems, []);
    });
  });
}

const MEX = {
  en: { 4: 'Grundy value 2 = mex{0, 1}: the moves reach values 0 and 1, not 2', 0: 'no move: Grundy value = mex(∅) = 0' },
  zh: { 4: 'SG 值 2 = mex{0, 1}：后继的 SG 值有 0 和 1，没有 2', 0: '无路可走，SG 值 = mex(∅) = 0' },
};

for (const lang of ['en', 'zh']) {
  test(`${lang}: the Grundy sentence writes the mex`, async () => {
    await site.withPage(`${site.url}?game=rules&lang=${lang}`, async (page, problems) => {
      for (const state of ['4', '0']) {
        await atEnd(page, link(RULES_PRESETS.subtraction, `&lang=${lang}&step=end&pin=${state}`));
        await page.waitForSelector(`#explain[data-state="${state}"]`);
        const reason = await page.textContent('#explain-reason');
        assert.ok(reason.includes(MEX[lang][state]), reason);
      }
      assert.deepEqual(problems, []);
    });
  });
}

test('an infinite Grundy value is spelt as the command prints it, in both languages', async () => {
  const loopy = '# two states that move to each other\nstate n in 0..1\nmove 1 - n\n';
  for (const lang of ['en', 'zh']) {
    await site.withPage(`${site.url}?game=rules&lang=${lang}`, async (page, problems) => {
      await atEnd(page, link(loopy, `&lang=${lang}&step=end&pin=0`));
      await page.waitForSelector('#explain[data-state="0"]');
      const reason = await page.textContent('#explain-reason');
      assert.match(reason, /inf\{/, reason);
      assert.doesNotMatch(reason, /∞/, reason);
      assert.deepEqual(problems, []);
    });
  }
});

for (const lang of ['en', 'zh']) {
  test(`${lang}: a file over the page's limit is refused with the limit named; a long program under it opens`, async () => {
    await site.withPage(`${site.url}?game=rules&lang=${lang}`, async (page, problems) => {
      await page.waitForSelector('#status[data-done]');
      await page.setInputFiles('#rules-file', { name: 'huge.game', mimeType: 'text/plain', buffer: Buffer.alloc(FILE_LIMIT + 1, 10) });
      await page.waitForFunction(() => document.querySelector('#rules-error').textContent !== '');
      const said = await page.textContent('#rules-error');
      assert.ok(said.includes(FILE_LIMIT_TEXT) && said.includes('huge.game'), said);
      // A file dropped on the editor is opened as Open a file… opens it, under the same limit.
      const program = await page.inputValue('#rules-source');
      await page.waitForFunction(() => document.querySelector('.rules-editor')?.shadowRoot?.querySelector('.cm-content'));
      await page.evaluate((size) => {
        const drop = new DataTransfer();
        drop.items.add(new File([new Uint8Array(size)], 'dropped.game', { type: 'text/plain' }));
        const content = document.querySelector('.rules-editor').shadowRoot.querySelector('.cm-content');
        content.dispatchEvent(new DragEvent('drop', { dataTransfer: drop, bubbles: true, cancelable: true }));
      }, FILE_LIMIT + 1);
      await page.waitForFunction(() => document.querySelector('#rules-error').textContent.includes('dropped.game'));
      assert.ok((await page.textContent('#rules-error')).includes(FILE_LIMIT_TEXT));
      assert.equal(await page.inputValue('#rules-source'), program, 'the program stays');
      // The Shiritori program of the issue is 1.7 MB: a program of 2 MB opens and is applied.
      const long = `${RULES_PRESETS.subtraction}#${'x'.repeat(2 << 20)}\n`;
      await page.setInputFiles('#rules-file', { name: 'long.game', mimeType: 'text/plain', buffer: Buffer.from(long) });
      await page.waitForFunction((size) => document.querySelector('#rules-source').value.length === size, long.length, { timeout: 30000 });
      await page.waitForFunction(() => document.querySelector('#rules-error').textContent === '');
      assert.deepEqual(problems, []);
    });
  });
}

test('a program as long as the limit, of lines that would take more than the memory limit to compile, is refused at the line where it crosses it; the last game stays', { timeout: 300000 }, async () => {
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    await page.waitForSelector('#status[data-done]');
    const caption = await page.textContent('#board-caption');
    const lines = Math.floor((FILE_LIMIT - 100) / 7);
    const program = `state n in 0..3\n${'move 0\n'.repeat(lines)}`;
    await page.setInputFiles('#rules-file', { name: 'lines.game', mimeType: 'text/plain', buffer: Buffer.from(program) });
    // Two million lines take the page about 7 s (bench/page.mjs), more on a loaded machine: no tight timing.
    await page.waitForFunction(() => document.querySelector('#rules-error').textContent !== '', null, { timeout: 240000 });
    assert.match(await page.textContent('#rules-error'), /line 1989390, column 1: the program takes more than the memory limit of 1\.5 GB to compile/);
    assert.equal(await page.textContent('#board-caption'), caption, 'the last game stays');
    assert.deepEqual(problems, []);
  });
});

test('a run over with every state a Loop has no remoteness to shade by; mid-run, shading waits for one', async () => {
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    await atEnd(page, link('state n in 0..5\nmove (n + 1) % 6\n', '&step=end'));
    await page.click('#tab-result');
    await page.waitForFunction(() => document.querySelector('#longest-win').textContent !== '');
    assert.ok(await page.isDisabled('#shade-remoteness'), 'nothing to shade by');
    await page.goto(link(RULES_PRESETS.subtraction, '&step=0'));
    await page.waitForSelector('#status[data-done="false"]');
    await page.click('#tab-result');
    assert.ok(await page.isEnabled('#shade-remoteness'), 'remoteness is still to come');
    assert.deepEqual(problems, []);
  });
});
