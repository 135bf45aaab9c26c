// The Why? card's best line (#best-line): its first moves come with the explanation, the
// rest are listed on demand a stretch at a time (#best-line-next), asked of the engine with
// the `bestLine` query, for a line can have a million moves. Under it the game's note on
// the line (#best-line-note).

import { t } from '../i18n/index.js';
import { cell, markMove } from './explain-moves.js';

/** Moves of the best line asked for at each press of its "more" button. */
export const LINE_STRETCH = 1000;

/**
 * The list for a game's `naming`: `list(info, gameInfo)` shows a state's line, `clear()`
 * empties it. The "more" button acts while the card is this game's (`active()`).
 */
export function createBestLine(doc, { active, queries }, naming) {
  const line = doc.getElementById('best-line');
  const note = doc.getElementById('best-line-note');
  const more = doc.getElementById('best-line-more');
  const rest = doc.getElementById('best-line-rest');
  const next = doc.getElementById('best-line-next');
  /** The best line as listed: its state, the moves listed, the state the last one reached. */
  let listed = null;

  /** List items for `moves`, the line's moves from its move `listed.count`; moves `listed` on. */
  function lineItems(moves, cycleStart, gameInfo) {
    return moves.map((move) => {
      const item = cell(doc, 'li', naming.lineItemText(move, listed.at, gameInfo, listed.count));
      markMove(item, move, naming, gameInfo);
      if (cycleStart === listed.count) item.classList.add('cycle-start');
      listed.at = move.to;
      listed.count += 1;
      return item;
    });
  }

  /** How many of the line's moves are not listed, with the button that lists the next ones. */
  function showRest() {
    const unlisted = listed.length - listed.count;
    more.hidden = unlisted <= 0;
    if (unlisted <= 0) return;
    rest.textContent = t('why.lineMore', { count: unlisted });
    next.textContent = t('why.lineNext', { count: Math.min(unlisted, LINE_STRETCH) });
    next.disabled = false;
  }

  /** Lists the line's next stretch, asked of the engine; dropped if the card moved on meanwhile. */
  async function listMore() {
    const asked = listed;
    if (!asked || asked.count >= asked.length) return;
    next.disabled = true;
    const stretch = await queries.bestLine({ state: asked.info.state, from: asked.count, count: LINE_STRETCH });
    if (listed !== asked || !stretch || stretch.from !== asked.count || stretch.length !== asked.length) return;
    line.append(...lineItems(stretch.moves, stretch.cycleStart, asked.gameInfo));
    showRest();
  }

  next.addEventListener('click', () => {
    if (active()) listMore().catch(() => showRest());
  });

  return {
    list(info, gameInfo) {
      listed = {
        info, gameInfo, at: info.state, count: 0, length: info.line.length,
      };
      line.replaceChildren();
      line.append(...lineItems(info.line.moves, info.line.cycleStart, gameInfo));
      showRest();
      note.textContent = naming.lineNote(info.line);
    },
    clear() {
      line.replaceChildren();
      listed = null;
      more.hidden = true;
      note.textContent = '';
    },
  };
}
