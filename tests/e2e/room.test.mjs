// End-to-end: room to read. At a laptop's 1280 x 800 and at 1920 x 1080 the tools' panel is
// about as tall as the window, so every tab's card of every game is read whole, or at least
// over most of the window's height, never through a keyhole; a checked answer's verdict is
// on screen. On a phone, Play shows the position (the board) and your moves together.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './harness.mjs';
import { RULES_PRESETS } from '../../www/games/rules/presets.js';

const site = useSite();
const { withPage } = site;

/** The share of the window's height a card is shown over, when it is not shown whole. */
const ROOM = 0.6;

/** Each game run to its end with a state pinned, so Why?, Result and Pattern are full. */
const GAMES = [
  '?n=8&s1=6,2,3,4&s2=3,6&step=end&pin=R3',
  '?game=piles&step=end&pin=3,5',
  '?game=graph&step=end&pin=1',
  '?game=rules&step=end&pin=7',
  `?${new URLSearchParams({ game: 'rules', src: RULES_PRESETS.wythoff })}&step=end&pin=3,5`,
];

/**
 * How tool `name`'s card is shown: its height, how much of it is in the part of the tools'
 * panel that is on screen, and that part's height.
 */
const cardShown = (page, name) => page.evaluate((tool) => {
  const dock = document.querySelector('.dock').getBoundingClientRect();
  const top = Math.max(dock.top, 0);
  const bottom = Math.min(dock.bottom, window.innerHeight);
  const card = document.getElementById(document.querySelector(`.dock-nav [data-tool="${tool}"]`).getAttribute('aria-controls')).getBoundingClientRect();
  return {
    height: card.height,
    shown: Math.max(0, Math.min(card.bottom, bottom) - Math.max(card.top, top)),
    panel: bottom - top,
    window: window.innerHeight,
  };
}, name);

/** The tabs the game shown offers. */
const tabs = (page) => page.$$eval('.dock-nav [data-tool]', (buttons) => buttons.filter((b) => !b.hidden).map((b) => b.dataset.tool));

/** Whether the element `selector` is wholly inside the window and the tools' panel's visible part. */
const wholeInView = (page, selector) => page.$eval(selector, (element) => {
  const r = element.getBoundingClientRect();
  const dock = document.querySelector('.dock').getBoundingClientRect();
  return r.height > 0 && r.top >= Math.max(0, dock.top) - 0.5
    && r.bottom <= Math.min(window.innerHeight, dock.bottom) + 0.5 && r.left >= 0 && r.right <= window.innerWidth + 0.5;
});

for (const [width, height] of [[1280, 800], [1920, 1080]]) {
  test(`at ${width} x ${height} every tab's card of every game is shown whole or over most of the window`, async () => {
    for (const link of GAMES) {
      await withPage(`${site.url}${link}`, async (page, problems) => {
        await page.waitForSelector('#status[data-done="true"]');
        const names = await tabs(page);
        assert.ok(names.length >= 7, `${link}: ${names}`);
        for (const name of names) {
          await page.click(`.dock-nav [data-tool="${name}"]`);
          const card = await cardShown(page, name);
          const where = `${link}, ${name} at ${width} x ${height}: ${JSON.stringify(card)}`;
          assert.ok(card.panel >= ROOM * card.window, `the tools' panel is most of the window's height: ${where}`);
          assert.ok(card.height > 0 && card.shown >= Math.min(card.height, ROOM * card.window) - 1, `the card is read whole or over most of the window: ${where}`);
        }
        assert.deepEqual(problems, []);
      }, { width, height });
    }
  });

  test(`at ${width} x ${height} a checked answer's verdict and the states it marks wrong are on screen with the card`, async () => {
    const answers = [
      ['?n=8&s1=6,2,3,4&s2=3,6', 'Win Win Win Win Win Win Win\nLose Lose Lose Lose Lose Lose Lose'],
      ['?game=graph', 'Win Win Win Win Win'],
      ['?game=rules', Array(41).fill('Win').join(' ')],
    ];
    for (const [link, answer] of answers) {
      await withPage(`${site.url}${link}`, async (page, problems) => {
        await page.click('#tab-check');
        await page.fill('#check-answer', answer);
        await page.click('#check');
        await page.waitForSelector('#check-result[data-verdict="wrong"]');
        assert.ok(await wholeInView(page, '#check-result'), `${link}: the verdict`);
        assert.ok(await wholeInView(page, '#check-wrong'), `${link}: the wrong states`);
        assert.ok(await wholeInView(page, '#check'), `${link}: the Check button`);
        assert.deepEqual(problems, []);
      }, { width, height });
    }
  });
}

/** Whether `selector`'s element is wholly on a phone's screen, clear of the run's controls at the bottom. */
const onScreen = (page, selector) => page.$eval(selector, (element) => {
  const r = element.getBoundingClientRect();
  const controls = document.querySelector('.transport').getBoundingClientRect();
  return r.height > 0 && r.top >= -0.5 && r.bottom <= controls.top + 0.5 && r.left >= 0 && r.right <= window.innerWidth + 0.5;
});

/** Asserts that the board and the first of the moves `move` are on a phone's screen together. */
async function togetherOnScreen(page, move, where) {
  assert.ok(await onScreen(page, '#board'), `${where}: the board`);
  assert.ok(await onScreen(page, move), `${where}: the first move`);
  const [board, button] = await Promise.all(['.board-area', move].map((s) => page.locator(s).first().boundingBox()));
  assert.ok(button.y >= board.y + board.height - 0.5, `${where}: the move is not under the board`);
}

test('on a phone, Play shows the board and your moves together, clear of each other and of the run\'s controls', async () => {
  const games = [
    ['?n=8&s1=6,2,3,4&s2=3,6', '#play-start', '#play-moves button'],
    ['?game=graph', '#play-start', '#play-moves button'],
    ['?game=rules', '#play-start', '#play-moves button', '7'],
    ['?game=piles', '#pile-play-start', '#pile-take'],
  ];
  for (const [link, start, move, from] of games) {
    await withPage(`${site.url}${link}`, async (page, problems) => {
      await page.tap('.dock-nav [data-tool="play"]');
      if (from) await page.fill('#play-from', from);
      await page.tap(start);
      await page.waitForSelector(`${move}:visible`);
      await togetherOnScreen(page, move, `${link}, at the start`);
      if (start === '#play-start') {
        // A move played brings the next one into view the same way.
        await page.locator(move).first().tap();
        await page.waitForFunction(() => Number(document.querySelector('#play-result').dataset.moves) >= 1);
        if (await page.getAttribute('#play-result', 'data-over') === 'false') await togetherOnScreen(page, move, `${link}, after a move`);
      }
      assert.deepEqual(problems, []);
    }, { width: 390, height: 844, isMobile: true, hasTouch: true });
  }
});
