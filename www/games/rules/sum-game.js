// Play on the Sum card: the sum in its field played against the computer, you first, a move
// being one part's move (to a position, or to a sum whose parts join the others). The engine
// lists every move of a sum (`sumOptions`) with the value of the sum it leaves; the computer
// leaves a sum of value 0 (lost for you) whenever one is listed, and otherwise the first move
// listed. Whoever cannot move loses. `#sum-game` carries `data-over` (`you` won, `computer`
// won, empty while playing) and `data-turn`.

import { t } from '../../i18n/index.js';
import { Outcome } from '../../model/states.js';

/**
 * The computer's move among `options` (each `{ part, to, text, value, outcome }`, the outcome
 * for the player who moves next): one that leaves that player a Lose, else the first; null when
 * there is none.
 * @param {{ outcome: number }[]} options
 */
export function computerMove(options) {
  return options.find((o) => o.outcome === Outcome.Lose) ?? options[0] ?? null;
}

/** How a move is listed and logged: `part 2: 5 → sum(0, 4)`. */
const moveWords = (option, parts) => t('rulesSum.playMove', { part: option.part + 1, from: parts[option.part], to: option.to });

/**
 * The game on the card: `ask(text)` is the engine's `sumOptions`, `show(text)` puts a sum in
 * the card's field and answers it.
 */
export function createSumGame(doc, { ask, show, active }) {
  const box = doc.getElementById('sum-game');
  const status = doc.getElementById('sum-game-status');
  const select = /** @type {HTMLSelectElement} */ (doc.getElementById('sum-game-move'));
  const go = /** @type {HTMLButtonElement} */ (doc.getElementById('sum-game-go'));
  const log = doc.getElementById('sum-game-log');
  let game = null;

  const partsOf = (text) => text.split(/,\s*(?![^()]*\))/).map((p) => p.trim());

  function logLine(key, option, text) {
    const item = doc.createElement('li');
    item.textContent = t(key, { move: moveWords(option, partsOf(text)) });
    log.append(item);
  }

  function over(winner) {
    game.over = winner;
    box.dataset.over = winner;
    box.dataset.turn = '';
    select.replaceChildren();
    go.disabled = true;
    status.textContent = t(winner === 'you' ? 'rulesSum.playYouWin' : 'rulesSum.playComputerWins');
  }

  /** Your turn on `text`: the moves listed, or the game over when there is none. */
  async function yourTurn(text) {
    game.text = text;
    const reply = await ask(text);
    if (!reply || game === null) return;
    game.options = reply.options;
    if (reply.options.length === 0) {
      over('computer');
      return;
    }
    const parts = partsOf(text);
    select.replaceChildren(...reply.options.map((option, i) => {
      const item = doc.createElement('option');
      item.value = String(i);
      item.textContent = moveWords(option, parts);
      return item;
    }));
    box.dataset.turn = 'you';
    go.disabled = false;
    status.textContent = t('rulesSum.playYourTurn', { sum: text });
  }

  /** The computer's reply to `text`, then your turn. */
  async function computerTurn(text) {
    box.dataset.turn = 'computer';
    const reply = await ask(text);
    if (!reply || game === null) return;
    const chosen = computerMove(reply.options);
    if (chosen === null) {
      over('you');
      return;
    }
    logLine('rulesSum.playComputer', chosen, text);
    await show(chosen.text);
    await yourTurn(chosen.text);
  }

  async function move() {
    if (!game || game.over || !active()) return;
    const chosen = game.options[Number(select.value)];
    if (!chosen) return;
    go.disabled = true;
    logLine('rulesSum.playYou', chosen, game.text);
    await show(chosen.text);
    await computerTurn(chosen.text);
  }

  go.addEventListener('click', () => {
    move().catch(() => {});
  });

  return {
    /** A new game on the sum `text` (already answered on the card), you to move. */
    start(text) {
      game = { text, options: [], over: '' };
      box.hidden = false;
      box.dataset.over = '';
      log.replaceChildren();
      yourTurn(text).catch(() => {});
    },
    /** No game: a new program, or a new sum typed. */
    stop() {
      game = null;
      box.hidden = true;
      box.dataset.over = '';
      box.dataset.turn = '';
      log.replaceChildren();
      select.replaceChildren();
    },
  };
}
