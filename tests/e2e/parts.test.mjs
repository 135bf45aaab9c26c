// End-to-end: each game's markup, put into the page at build time, shows with its game only,
// and the shared cards a game shows are the ones it declares, in the same places as ever.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './harness.mjs';
import { GAMES } from '../../www/games/registry.js';

const site = useSite();
const { withPage } = site;

/** The tools each game offers, in the dock's order. */
const TOOLS = {
  berzerk: ['game', 'why', 'check', 'play', 'predict', 'result', 'save', 'legend'],
  piles: ['grid', 'why', 'ask', 'check', 'play', 'save', 'legend'],
  graph: ['game', 'why', 'check', 'play', 'predict', 'result', 'save', 'legend'],
};

/** What the page shows of its parts and cards: hidden or not, each with its game or card name. */
const shownParts = (page) => page.evaluate(() => ({
  own: [...document.querySelectorAll('[data-game-part]')].map((e) => [e.dataset.gamePart, e.hidden]),
  cards: [...document.querySelectorAll('[data-card]')].map((e) => [e.dataset.card, e.hidden]),
  tools: [...document.querySelectorAll('.dock-nav [data-tool]')].filter((e) => !e.hidden).map((e) => e.dataset.tool),
  panels: [...document.querySelectorAll('.dock > .tool')].filter((e) => !e.hidden).map((e) => e.id),
}));

test('each game shows its own markup and exactly the shared cards it declares, whichever game came before', async () => {
  await withPage(site.url, async (page, problems) => {
    for (const id of ['piles', 'graph', 'berzerk', 'graph', 'piles', 'berzerk']) {
      await page.click(`#switch-${id}`);
      await page.waitForFunction((game) => document.body.dataset.game === game, id);
      const shown = await shownParts(page);
      assert.ok(shown.own.some(([game]) => game === id), `${id} has markup of its own`);
      for (const [game, hidden] of shown.own) assert.equal(hidden, game !== id, `${id}: a part of ${game}`);
      for (const [card, hidden] of shown.cards) assert.equal(hidden, !GAMES[id].cards.includes(card), `${id}: the ${card} card`);
      assert.deepEqual(shown.tools, TOOLS[id], id);
      assert.deepEqual(shown.panels, TOOLS[id].map((tool) => `panel-${tool}`), id);
    }
    assert.deepEqual(problems, []);
  });
});
