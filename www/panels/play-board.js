// What the Play card shows of the game being played: your moves as buttons, the result
// line, the log and the chart of the game's value. Kept apart from the game (play-panel.js)
// so the card's drawing and its Hints switch live in one place: with hints off, the moves'
// worth, the result's worth and the chart stay hidden until the game is over.

import { Outcome } from '../model/states.js';
import { t } from '../i18n/index.js';
import { say } from '../i18n/live.js';
import { logItems, moveButtons, resultText } from './play-view.js';
import { paintValueChart } from './value-chart.js';

/** The game's result for you, for the chart's last point; null while it goes on. */
function resultFor(game, state) {
  if (!state.over) return null;
  if (state.winner === null) return Outcome.Loop;
  return state.winner === game.you ? Outcome.Win : Outcome.Lose;
}

/**
 * Wires the card's moves, result, log, chart and Hints switch. `on.move(step, to)` when you
 * press a move's button; `on.hints()` when the switch is flipped.
 */
export function createPlayBoard(doc, naming, on) {
  const $ = (id) => doc.getElementById(id);
  const movesBox = $('play-moves');
  const result = $('play-result');
  const log = $('play-log');
  const chart = $('play-chart');
  const hints = $('play-hints');

  movesBox.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-to]');
    if (button) on.move(button.dataset.step, Number(button.dataset.to));
  });
  hints.addEventListener('change', () => on.hints());

  /** Whether the game's outcomes are kept from you: hints off, and the game not over yet. */
  const concealing = (state) => !hints.checked && !state.over;

  return {
    concealing,
    /**
     * The moves, the result, the log and the chart of `game` at position `at` (explained
     * by `described`); `values()` gives each position's value for you, for the chart.
     */
    render({ state, at, described }, { game, info, values }) {
      movesBox.replaceChildren(...(state.over ? [] : moveButtons(doc, described, naming, info, hints.checked)));
      // A position met again tells what it is worth: not while that is concealed.
      result.textContent = resultText(game, state, at, { naming, info }, concealing(state) ? {} : described);
      result.dataset.over = String(state.over);
      result.dataset.moves = String(game.moves.length);
      log.replaceChildren(...logItems(doc, game, naming, info));
      chart.hidden = concealing(state);
      if (!chart.hidden) paintValueChart(chart, values(), resultFor(game, state));
    },
    /** Nothing played on the card. */
    clear() {
      movesBox.replaceChildren();
      log.replaceChildren();
      result.textContent = '';
      delete result.dataset.over;
      chart.getContext('2d').clearRect(0, 0, chart.width, chart.height);
    },
    /** Play was refused because the run could not be put at its end. */
    needsEnd() {
      say(result, () => t('play.needsEnd'));
    },
    /** Brings into view what comes next: the result once the game is over, else your moves. */
    reveal(over) {
      (over ? result : movesBox).scrollIntoView({ block: 'nearest' });
    },
  };
}
