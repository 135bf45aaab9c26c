// End-to-end: the stage. On a laptop or a large screen the board, the run's controls, the
// narration, the algorithm and the timeline are in view together and the window does not
// scroll; a phone keeps the controls on screen and shows a tapped state's explanation; the
// presentation mode is large and unclipped; large rings show proportions; a board kept from
// forward snapshots equals one drawn from a whole snapshot.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { framesPainted, runToEnd, useSite } from './harness.mjs';
import { ringLayout } from '../../www/games/berzerk/ring-geometry.js';
import { minimapFrame } from '../../www/games/berzerk/ring-minimap.js';

const site = useSite();
const { withPage } = site;
const SAMPLE2 = '?n=8&s1=6,2,3,4&s2=3,6';
const STAGE = ['#board', '#narration', '#pseudocode', '#timeline', '#step', '#back', '#play', '#end', '#status'];

/** The parts of `ids` not wholly inside the viewport, and how far the document scrolls. */
function outOfView(page, ids) {
  return page.evaluate((selectors) => {
    const out = [];
    for (const selector of selectors) {
      const r = document.querySelector(selector).getBoundingClientRect();
      const inside = r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0
        && r.right <= window.innerWidth + 0.5 && r.bottom <= window.innerHeight + 0.5;
      if (!inside) out.push(`${selector} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
    return { out, scroll: document.documentElement.scrollHeight - window.innerHeight };
  }, ids);
}

for (const [width, height] of [[1280, 800], [1920, 1080], [1024, 768]]) {
  test(`at ${width} x ${height} the stage fits the window at every step`, async () => {
    await withPage(`${site.url}${SAMPLE2}`, async (page, problems) => {
      for (let step = 0; step <= 17; step += 1) {
        if (step % 4 === 1 || step === 17) assert.deepEqual(await outOfView(page, STAGE), { out: [], scroll: 0 }, `step ${step}`);
        if (step < 17) await page.click('#step');
      }
      await page.click('[data-tool="result"]');
      await page.click('[data-tool="play"]');
      assert.deepEqual(await outOfView(page, STAGE), { out: [], scroll: 0 }, 'a tool opened hides nothing');
      await page.goto(`${site.url}?n=1000000&s1=1-300&s2=1-250`);
      await page.waitForSelector('body[data-ready="true"]');
      assert.deepEqual(await outOfView(page, STAGE), { out: [], scroll: 0 }, 'a large game');
      assert.deepEqual(problems, []);
    }, { width, height });
  });
}

/** How far the top of tool `name`'s card is from the top of the dock's view, in pixels. */
const cardOffset = (page, name) => page.evaluate((tool) => {
  const dock = document.querySelector('.dock').getBoundingClientRect();
  const card = document.getElementById(document.querySelector(`[data-tool="${tool}"]`).getAttribute('aria-controls'));
  return Math.round(card.getBoundingClientRect().top - dock.top) + 0; // never -0
}, name);

test('pinning a state, by a link or on the board, brings Why? to the top of the dock and marks its button', async () => {
  await withPage(`${site.url}${SAMPLE2}&step=5&pin=R3`, async (page, problems) => {
    assert.equal(await cardOffset(page, 'why'), 0, 'a link with pin=');
    assert.equal(await page.getAttribute('[data-tool="why"]', 'aria-current'), 'true');
    assert.match(await page.textContent('#panel-why'), /R3/);
    await page.click('[data-tool="legend"]');
    assert.equal(await cardOffset(page, 'legend'), 0, 'a tool button');
    await page.keyboard.press('Escape');
    // The board's keyboard cursor pins as a click does.
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.equal(await cardOffset(page, 'why'), 0, 'a state pinned on the board');
    assert.equal(await page.getAttribute('[data-tool="why"]', 'aria-current'), 'true');
    assert.deepEqual(problems, []);
  }, { width: 1280, height: 800 });
});

test('the first screen tells a newcomer what to press, and Step is the one primary button of the run', async () => {
  await withPage(site.url, async (page, problems) => {
    assert.match(await page.textContent('#narration'), /Press Step \(→\) to take the first state off the queue/);
    assert.deepEqual(await page.$$eval('.transport button.primary', (b) => b.map((x) => x.id)), ['step']);
    assert.match(await page.textContent('#board-caption'), /^Berzerk n = 5; Rick's jumps 2, 3; Morty's jumps 1–3/);
    await page.fill('#n', '6');
    assert.match(await page.textContent('#board-caption'), /changes not applied/);
    assert.match(await page.textContent('#berzerk-form-note'), /not applied/);
    await page.click('#apply');
    assert.doesNotMatch(await page.textContent('#board-caption'), /not applied/);
    assert.deepEqual(problems, []);
  });
});

test('opening a link is no edit: the form never says it has changes not applied while the link\'s game starts', async () => {
  await withPage(site.url, async (page, problems) => {
    await page.addInitScript(() => {
      window.editedSaid = [];
      new MutationObserver(() => {
        const note = document.getElementById('berzerk-form-note')?.textContent;
        const caption = document.querySelector('#board-caption .edited')?.textContent;
        for (const text of [note, caption]) if (text) window.editedSaid.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${site.url}?n=1000000&s1=2&s2=2`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() => /n = 1000000;/.test(document.querySelector('#board-caption').textContent));
    await framesPainted(page);
    assert.deepEqual(await page.evaluate(() => window.editedSaid), []);
    await page.fill('#n', '999999');
    assert.match(await page.textContent('#berzerk-form-note'), /not applied/, 'a real edit is still told');
    assert.deepEqual(problems, []);
  });
});

test('a phone keeps the run\'s controls on screen and shows a tapped state\'s explanation without scrolling', async () => {
  await withPage(`${site.url}${SAMPLE2}&step=end`, async (page, problems) => {
    const frame = await page.locator('.board-frame').boundingBox();
    const zoom = await page.locator('.zoom').boundingBox();
    assert.ok(zoom.y >= frame.y + frame.height - 0.5, 'the zoom buttons sit below the board, never on the ring');
    // Tap the outer ring at the right (Rick at object 3).
    await page.tap('#board', { position: { x: frame.width * 0.86, y: frame.height / 2 } });
    await page.waitForSelector('body.sheet-open');
    const sheet = await page.locator('#panel-why').boundingBox();
    const transport = await page.locator('.transport').boundingBox();
    assert.ok(sheet.y >= 0 && sheet.y + sheet.height <= transport.y + 0.5, 'the explanation is on screen, above the controls');
    assert.ok(transport.y + transport.height <= 844.5, 'the controls are on screen');
    assert.match(await page.getAttribute('#explain', 'data-state'), /^R\d$/);
    await page.click('#sheet-close');
    assert.equal(await page.evaluate(() => document.body.classList.contains('sheet-open')), false);
    assert.deepEqual(problems, []);
  }, { width: 390, height: 844, isMobile: true, hasTouch: true });
});

/** Records the size of every text drawn on the board, from the next page load on. */
async function recordBoardLettering(page) {
  await page.addInitScript(() => {
    window.boardLettering = [];
    const { fillText } = CanvasRenderingContext2D.prototype;
    CanvasRenderingContext2D.prototype.fillText = function recorded(text, ...rest) {
      if (this.canvas.id === 'board') window.boardLettering.push(parseFloat(/([\d.]+)px/.exec(this.font)[1]));
      return fillText.call(this, text, ...rest);
    };
  });
}

/** The size of the smallest lettering on the board in its latest drawing, and how large the timeline key and status are. */
async function letteringNow(page) {
  await page.evaluate(() => {
    window.boardLettering = [];
  });
  await page.keyboard.press('0');
  await framesPainted(page);
  return page.evaluate(() => {
    const px = (selector) => parseFloat(getComputedStyle(document.querySelector(selector)).fontSize);
    return { board: Math.min(...window.boardLettering), key: px('#timeline-key'), status: px('#status') };
  });
}

test('presentation mode enlarges the board\'s lettering and the timeline key, not only the narration (1024 x 768)', async () => {
  for (const link of [`${SAMPLE2}&step=5`, '?game=graph&step=2']) {
    await withPage(site.url, async (page, problems) => {
      await recordBoardLettering(page);
      await page.goto(`${site.url}${link}`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.focus('#board');
      const desk = await letteringNow(page);
      await page.click('#present');
      await page.focus('#board');
      const hall = await letteringNow(page);
      assert.ok(hall.board >= desk.board * 1.25, `${link}: the board's smallest lettering from ${desk.board} px to ${hall.board} px`);
      assert.ok(hall.key >= 16 && hall.key >= desk.key * 1.3, `${link}: the timeline key from ${desk.key} px to ${hall.key} px`);
      assert.ok(hall.status >= 17, `${link}: the status at ${hall.status} px`);
      assert.deepEqual(problems, []);
    }, { width: 1024, height: 768 });
  }
});

test('presentation mode: board, narration of at least 24 px, controls and algorithm, none clipped', async () => {
  for (const [width, height] of [[1024, 768], [1920, 1080]]) {
    await withPage(`${site.url}${SAMPLE2}`, async (page, problems) => {
      await page.click('#present');
      for (let i = 0; i < 4; i += 1) await page.click('#step');
      assert.deepEqual(await outOfView(page, [...STAGE, '#reset']), { out: [], scroll: 0 }, `${width} x ${height}`);
      const size = await page.$eval('#narration', (el) => parseFloat(getComputedStyle(el).fontSize));
      assert.ok(size >= 24, `narration at ${size} px`);
      const clipped = await page.$eval('#pseudocode', (list) => {
        const box = list.closest('.story').getBoundingClientRect();
        return [...list.children].filter((li) => li.getBoundingClientRect().bottom > box.bottom + 0.5).length;
      });
      assert.equal(clipped, 0, 'every line of the algorithm is in view');
      assert.equal(await page.isVisible('.tools'), false);
      assert.deepEqual(problems, []);
    }, { width, height });
  }
});

/**
 * Two stars, nodes 1 to 9 with a move to 10 and 11 to 19 with a move to 20: the first two
 * steps each label nine nodes, a narration of some 400 characters, many lines at any font.
 */
const STARS = `20,18;${[...Array(9).keys()].flatMap((i) => [`${i + 1},10`, `${i + 11},20`]).join(';')}`;

/** The narration's box: its height, its text's, its line, its cap and how far it is scrolled. */
const narrationBox = (page) => page.$eval('#narration', (el) => ({
  height: el.clientHeight, scroll: el.scrollHeight, line: parseFloat(getComputedStyle(el).lineHeight), cap: el.style.maxHeight, top: el.scrollTop,
}));

/** Whether `px` is a whole number of `line`s (to within a pixel). */
const wholeLines = (px, line) => Math.abs(px - Math.round(px / line) * line) <= 1;

test('presentation mode shows the narration in whole lines: cut to them, scrolled by them, each step from its start (graph, 1024 x 768)', async () => {
  await withPage(`${site.url}?game=graph&edges=${STARS}`, async (page, problems) => {
    await page.click('#present');
    await page.click('#step');
    await framesPainted(page);
    const shown = await narrationBox(page);
    assert.ok(shown.scroll > shown.height + shown.line / 2, `the narration overflows its box: ${JSON.stringify(shown)}`);
    assert.ok(Math.round(shown.height / shown.line) >= 3 && wholeLines(shown.height, shown.line), `${shown.height} px is not whole lines of ${shown.line} px`);
    // Scrolled by a wheel's notch (no whole number of lines), the box settles on a line.
    await page.hover('#narration');
    await page.mouse.wheel(0, 45);
    await page.waitForFunction(() => document.getElementById('narration').scrollTop > 0);
    await page.waitForFunction(() => {
      const el = document.getElementById('narration');
      const line = parseFloat(getComputedStyle(el).lineHeight);
      return Math.abs(el.scrollTop - Math.round(el.scrollTop / line) * line) <= 1;
    }, null, { timeout: 5000 });
    // The next step's words are read from their start.
    await page.click('#step');
    await framesPainted(page);
    const next = await narrationBox(page);
    assert.ok(next.scroll > next.height + next.line / 2, 'the second narration overflows too');
    assert.equal(next.top, 0, 'the new words are shown from their first line');
    await page.click('#present');
    await framesPainted(page);
    assert.equal((await narrationBox(page)).cap, '', 'at a desk the box is as the page lays it out');
    assert.deepEqual(problems, []);
  }, { width: 1024, height: 768 });
});

/** The board canvas's size in CSS pixels. */
const boardSize = (page) => page.$eval('#board', (c) => ({ width: c.clientWidth, height: c.clientHeight }));

test('presentation mode never makes the board smaller (1280 x 820, 1920 x 1080, 1024 x 768; Berzerk and a graph)', async () => {
  for (const link of [`${SAMPLE2}&step=3`, '?game=graph&edges=4,4;1,2;2,1;1,3;3,4&step=end']) {
    for (const [width, height] of [[1280, 820], [1920, 1080], [1024, 768]]) {
      await withPage(`${site.url}${link}`, async (page, problems) => {
        const desk = await boardSize(page);
        await page.click('#present');
        await framesPainted(page);
        const hall = await boardSize(page);
        assert.ok(hall.width >= desk.width && hall.height >= desk.height,
          `${link} at ${width} x ${height}: the board from ${desk.width} x ${desk.height} to ${hall.width} x ${hall.height}`);
        assert.deepEqual(problems, []);
      }, { width, height });
    }
  }
});

/** Records the board's outcome letters (their ink boxes) and its full circles (the queue badges among them). */
async function recordLettersAndDiscs(page) {
  await page.addInitScript(() => {
    window.boardInk = { letters: [], discs: [] };
    const proto = CanvasRenderingContext2D.prototype;
    const { fillText, arc } = proto;
    proto.fillText = function recorded(text, x, y, ...rest) {
      if (this.canvas.id === 'board' && ['W', 'L', '∞'].includes(text) && this.font.startsWith('600 ')) {
        const m = this.measureText(text);
        const left = this.textAlign === 'center' ? x - m.width / 2 : x;
        window.boardInk.letters.push({
          text, left, right: left + m.width, top: y - m.actualBoundingBoxAscent, bottom: y + m.actualBoundingBoxDescent,
        });
      }
      return fillText.call(this, text, x, y, ...rest);
    };
    proto.arc = function recorded(x, y, r, a0, a1, ...rest) {
      if (this.canvas.id === 'board' && Math.abs(a1 - a0) >= Math.PI * 2 - 1e-6) window.boardInk.discs.push({ x, y, r });
      return arc.call(this, x, y, r, a0, a1, ...rest);
    };
  });
}

/** The (disc, letter) pairs of the board's latest drawing where a full circle covers an outcome letter. */
async function discsOnLetters(page) {
  await page.evaluate(() => {
    window.boardInk = { letters: [], discs: [] };
  });
  await page.keyboard.press('0');
  await framesPainted(page);
  return page.evaluate(() => {
    const { letters, discs } = window.boardInk;
    const hits = [];
    for (const d of discs) {
      for (const l of letters) {
        const dx = d.x - Math.max(l.left, Math.min(d.x, l.right));
        const dy = d.y - Math.max(l.top, Math.min(d.y, l.bottom));
        if (Math.hypot(dx, dy) < d.r) hits.push(`disc r ${d.r.toFixed(1)} at ${Math.round(d.x)},${Math.round(d.y)} on ${l.text} at ${Math.round(l.left)},${Math.round(l.top)}`);
      }
    }
    return { hits, letters: letters.length, discs: discs.length };
  });
}

test('the queue badges never cover a cell\'s outcome letter, at a desk or presenting', async () => {
  for (const [width, height] of [[1280, 820], [1920, 1080], [1024, 768]]) {
    await withPage(`${site.url}${SAMPLE2}&step=3`, async (page, problems) => {
      await recordLettersAndDiscs(page);
      await page.reload();
      await page.waitForSelector('body[data-ready="true"]');
      await page.focus('#board');
      for (const mode of ['desk', 'presenting']) {
        if (mode === 'presenting') {
          await page.click('#present');
          await page.focus('#board');
        }
        const { hits, letters, discs } = await discsOnLetters(page);
        assert.ok(letters >= 6 && discs >= 5, `${mode} at ${width} x ${height}: ${letters} letters and ${discs} discs drawn`);
        assert.deepEqual(hits, [], `${mode} at ${width} x ${height}`);
      }
      assert.deepEqual(problems, []);
    }, { width, height });
  }
});

test('Play: a winner coming back to a position is told it still wins, and play goes on', async () => {
  await withPage(`${site.url}${SAMPLE2}&play=R8&you=rick`, async (page, problems) => {
    await page.waitForSelector('#play-moves button[data-jump="2"]');
    await page.click('#play-moves button[data-jump="2"]');
    // Morty, losing, answers 6 (the slowest loss) and Rick is at R8 again.
    await page.waitForFunction(() => /R8 again/.test(document.querySelector('#play-result').textContent));
    assert.match(await page.textContent('#play-result'), /^R8 again: you still win in 5 moves\. Your move, Rick at R8\.$/);
    assert.equal(await page.getAttribute('#play-result', 'data-over'), 'false');
    assert.ok(await page.locator('#play-moves button').count() > 0, 'you can go on playing');
    assert.deepEqual(problems, []);
  });
});

test('checking an answer at step 0 shows the truth on the board, and a chip pins a final explanation', async () => {
  await withPage(`${site.url}?n=5&s1=3,2&s2=1,2,3`, async (page, problems) => {
    await page.fill('#check-answer', 'Lose Win Win Loop\nLoop Win Lose Lose');
    await page.click('#check');
    await page.waitForSelector('#check-result[data-verdict="wrong"]');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true', 'the board shows the end of the run');
    await page.click('#check-wrong button >> nth=0');
    assert.equal(await page.getAttribute('#explain', 'data-state'), 'M4');
    assert.equal(await page.getAttribute('#explain', 'data-outcome'), 'Win');
    assert.doesNotMatch(await page.textContent('#explain-reason'), /ndecided/);
    assert.deepEqual(problems, []);
  });
});

/** The judge's outcome words of Rick's states, objects 2..n, from the page's answer. */
async function rickOutcomes(page) {
  return (await page.textContent('#answer')).trim().split('\n')[0].split(' ');
}

test('a large ring shows each sliver\'s share of outcomes, never a pattern the game does not have', async () => {
  await withPage(`${site.url}?n=5000&s1=3,7,11&s2=5,9&step=end`, async (page, problems) => {
    const words = await rickOutcomes(page);
    const shareOfWin = words.filter((w) => w === 'Win').length / words.length;
    // Count the Win colour along the outer ring in many directions: on average its share of
    // the ring's depth is the share of Rick's states that are Win.
    const measured = await page.evaluate(() => {
      const canvas = document.querySelector('#board');
      const ctx = canvas.getContext('2d');
      const { width, height } = canvas;
      const size = Math.min(width, height);
      const cx = width / 2;
      const cy = height / 2;
      const { data } = ctx.getImageData(0, 0, width, height);
      const at = (x, y) => {
        const i = 4 * (Math.round(y) * width + Math.round(x));
        return `${data[i]},${data[i + 1]},${data[i + 2]}`;
      };
      // The outer ring's band: find it along the first direction from the page's paper.
      let win = 0;
      let all = 0;
      for (let k = 0; k < 360; k += 1) {
        const a = (k + 0.5) * (Math.PI / 180);
        for (let r = size * 0.2; r < size * 0.5; r += 0.5) {
          const colour = at(cx + r * Math.cos(a), cy + r * Math.sin(a));
          if (colour === '0,114,178') win += 1;
          if (['0,114,178', '213,94,0', '123,50,148'].includes(colour)) all += 1;
        }
      }
      return { win, all };
    });
    assert.ok(measured.all > 1000, 'the rings are drawn');
    // Rick's ring is about half of the coloured depth; its Win share shows as Win colour.
    const rickWinShare = (2 * measured.win) / measured.all;
    assert.ok(Math.abs(rickWinShare - shareOfWin) < 0.08, `Win colour ${rickWinShare.toFixed(3)} of Rick's ring, Win share ${shareOfWin.toFixed(3)}`);
    assert.deepEqual(problems, []);
  });
});

test('a board kept from forward snapshots equals the same step drawn from a whole snapshot, pixel for pixel', async () => {
  const game = '?n=5000&s1=3,7,11&s2=5,9';
  let stepped = null;
  await withPage(`${site.url}${game}`, async (page, problems) => {
    for (let i = 0; i < 60; i += 1) await page.click('#step');
    await page.mouse.move(1, 1);
    await framesPainted(page);
    stepped = await page.evaluate(() => document.querySelector('#board').toDataURL());
    assert.deepEqual(problems, []);
  });
  await withPage(`${site.url}${game}&step=60`, async (page, problems) => {
    await page.mouse.move(1, 1);
    await framesPainted(page);
    assert.match(await page.textContent('#status'), /^Step 60 /);
    const whole = await page.evaluate(() => document.querySelector('#board').toDataURL());
    assert.ok(whole === stepped, 'the two boards differ');
    assert.deepEqual(problems, []);
  });
});

test('links that ask for what cannot be shown say what was ignored', async () => {
  await withPage(`${site.url}${SAMPLE2}&step=4294967296&pin=Z9&play=M1&you=nobody`, async (page, problems) => {
    const note = await page.textContent('#link-note');
    assert.match(note, /step=4294967296 is past the end of the run \(17 steps\): showing the end/);
    assert.match(note, /pin=Z9 was ignored/);
    assert.match(note, /you=nobody was ignored/);
    assert.match(note, /play=M1 was ignored/);
    assert.match(await page.textContent('#status'), /^Step 17 /);
    assert.deepEqual(problems, []);
  });
  await withPage(`${site.url}?game=chess&n=5`, async (page, problems) => {
    assert.match(await page.textContent('#link-note'), /game=chess is not a game here/);
    assert.deepEqual(problems, []);
  });
  await withPage(`${site.url}${SAMPLE2}&step=abc`, async (page, problems) => {
    assert.match(await page.textContent('#link-note'), /step=abc was ignored/);
    assert.match(await page.textContent('#status'), /^Step 0 /);
    assert.deepEqual(problems, []);
  });
  // No game's values: the step and the pin open on the default game (sample 1, 9 steps).
  await withPage(`${site.url}?step=end&pin=R5`, async (page, problems) => {
    assert.match(await page.textContent('#status'), /^Step 9 .*done/);
    assert.match(await page.textContent('#panel-why'), /R5/);
    assert.equal(await page.textContent('#link-note'), '');
    assert.deepEqual(problems, []);
  });
});

test('the two-pile timeline has no Berzerk key, and its words are its own', async () => {
  await withPage(`${site.url}?game=piles&size=20`, async (page, problems) => {
    assert.equal((await page.textContent('#timeline-key')).trim(), '');
    await runToEnd(page);
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    assert.deepEqual(problems, []);
  });
});

/** The objects in view, from the view's label: [first, last], or null when all are. */
async function objectsInView(page) {
  const text = await page.textContent('#view-label');
  const match = /objects ([\d,]+) to ([\d,]+)/.exec(text);
  return match ? [Number(match[1].replace(/,/g, '')), Number(match[2].replace(/,/g, ''))] : null;
}

test('zooming without a pointer holds the pinned state still; the minimap moves the view', async () => {
  await withPage(`${site.url}?n=1000000&s1=1-300&s2=1-250&pin=R250000`, async (page, problems) => {
    assert.equal(await objectsInView(page), null);
    for (let i = 0; i < 12; i += 1) await page.click('#zoom-in');
    await page.waitForFunction(() => /In view/.test(document.querySelector('#view-label').textContent));
    const [first, last] = await objectsInView(page);
    assert.ok(first <= 250000 && 250000 <= last, `objects ${first} to ${last} hold the pinned R250000`);
    assert.ok(last - first < 20000, 'zoomed well in');
    // A click on the minimap's bottom, a half-turn from the hole, moves the view there.
    const box = await page.locator('#board').boundingBox();
    const mini = minimapFrame(ringLayout(1000000, box.width, box.height, { zoom: 2, x: 0, y: 0 }));
    await page.mouse.click(box.x + mini.x, box.y + mini.y + mini.r * 0.88);
    await page.waitForFunction(() => !/objects 2\d\d,\d\d\d to/.test(document.querySelector('#view-label').textContent));
    const [from, to] = await objectsInView(page);
    assert.ok(Math.abs((from + to) / 2 - 500000) < 30000, `the view moved to the bottom of the circle: ${from} to ${to}`);
    assert.deepEqual(problems, []);
  });
});

test('the wheel in the empty middle of the circle zooms about the ring, not into the hollow', async () => {
  await withPage(`${site.url}?n=1000000&s1=1-300&s2=1-250`, async (page, problems) => {
    const box = await page.locator('#board').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 8; i += 1) await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => /In view/.test(document.querySelector('#view-label').textContent));
    const range = await objectsInView(page);
    assert.ok(range !== null, 'some arc of the ring is in view, not the empty centre');
    assert.deepEqual(problems, []);
  });
});
