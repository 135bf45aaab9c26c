// "Play against perfect play": you choose a start state and a side; the computer plays the
// other side perfectly (quickest win, slowest loss, or it keeps a Loop going). Your moves
// are buttons coloured by what they lead to (hints can be turned off); the log, the result
// and a chart of the game's value follow every move. The moves are also drawn on the board.
// Play reads every outcome, so the run is put at its end first.

import {
  MORTY, Outcome, RICK, isHole, moverOf, parseStateName, stateName,
} from '../../model/states.js';
import { FieldProblems } from '../../engine/problems.js';
import { createForm } from '../../ui/form.js';
import { t } from '../../i18n/index.js';
import { say } from '../../i18n/live.js';
import { gameState, perfectMove, valueForYou } from './play.js';
import { logItems, moveButtons, resultText } from './play-view.js';
import { paintValueChart } from './value-chart.js';

const SIDES = { rick: RICK, morty: MORTY };
/** The computer stops replying after this many moves in a row (a Loop it keeps going). */
const REPLIES = 200;

export function createPlayPanel(doc, hooks) {
  const $ = (id) => doc.getElementById(id);
  const movesBox = $('play-moves');
  const result = $('play-result');
  const log = $('play-log');
  const chart = $('play-chart');
  const hints = $('play-hints');
  let game = null; // { start, you, moves: [{ mover, jump, to }] }
  let n = 0;
  let shown = null; // what is on show: { state, at, info }, the game's state at position `at`

  const current = () => (game.moves.length === 0 ? game.start : game.moves[game.moves.length - 1].to);
  const describe = (state) => hooks.request('describe', { state });
  const stateOfGame = () => gameState(game.start, game.moves, n, hooks.run().outcomes);

  async function computerMoves() {
    for (let i = 0; i < REPLIES && game && !stateOfGame().over; i += 1) {
      const at = current();
      if (moverOf(at, n) === game.you) return;
      const move = perfectMove(await describe(at));
      if (move === null) return;
      game.moves.push({ mover: moverOf(at, n), ...move });
    }
  }

  /** Play reads every outcome: puts the run at its end first; false when that was refused. */
  async function finishedRun() {
    if (await hooks.runToEnd()) return true;
    say(result, () => t('play.needsEnd'));
    return false;
  }

  async function start(values) {
    const from = parseStateName(values['play-from'], n);
    if (from === null || isHole(from, n)) {
      throw new FieldProblems([{ field: 'play-from', code: 'playStart', n }]);
    }
    if (!(await finishedRun())) return;
    const you = values['play-you'] in SIDES ? SIDES[values['play-you']] : moverOf(from, n);
    game = { start: from, you, moves: [] };
    await computerMoves();
    await show();
  }

  const form = createForm(doc, $('play-form'), ['play-from'], (values) => {
    start({ ...values, 'play-you': $('play-you').value }).catch((error) => {
      if (!(error instanceof FieldProblems)) throw error;
      form.showProblems(error.problems);
    });
  });

  async function act(change) {
    if (!game || !(await finishedRun())) return;
    change();
    await computerMoves();
    await show();
  }

  movesBox.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-jump]');
    if (!button) return;
    act(() => game.moves.push({ mover: game.you, jump: Number(button.dataset.jump), to: Number(button.dataset.to) }));
  });
  $('play-undo').addEventListener('click', () => act(() => {
    // Back to your previous turn: drop the computer's replies and your move before them.
    while (game.moves.length > 0 && game.moves[game.moves.length - 1].mover !== game.you) game.moves.pop();
    game.moves.pop();
  }));
  $('play-restart').addEventListener('click', () => act(() => {
    game.moves = [];
  }));
  hints.addEventListener('change', () => game && show());

  /** Each position's value for you, from the finished tables. */
  function values() {
    const { outcomes, remoteness } = hooks.run();
    return [game.start, ...game.moves.map((m) => m.to)].map((state) => valueForYou(outcomes[state], remoteness[state], moverOf(state, n) === game.you));
  }

  function resultFor(state) {
    if (!state.over) return null;
    if (state.winner === null) return Outcome.Loop;
    return state.winner === game.you ? Outcome.Win : Outcome.Lose;
  }

  /** The moves, the result, the log and the chart of the game at `at` (explained by `info`). */
  function render({ state, at, info }) {
    movesBox.replaceChildren(...(state.over ? [] : moveButtons(doc, info, n, hints.checked)));
    result.textContent = resultText(game, state, at, n, info);
    result.dataset.over = String(state.over);
    result.dataset.moves = String(game.moves.length);
    log.replaceChildren(...logItems(doc, game, n));
    paintValueChart(chart, values(), resultFor(state));
  }

  async function show() {
    const state = stateOfGame();
    const at = current();
    const info = await describe(at);
    shown = { state, at, info };
    render(shown);
    hooks.decorate({ played: { start: game.start, moves: game.moves.map(({ jump, to }) => ({ jump, to })) } });
    hooks.pin({ state: at });
  }

  return {
    /** A new game on the board: no game being played. */
    reset(info) {
      n = info.n;
      game = null;
      shown = null;
      movesBox.replaceChildren();
      log.replaceChildren();
      result.textContent = '';
      delete result.dataset.over;
      hooks.decorate({ played: null });
    },
    /** The game on show in the page's new words (and names, in its numbering). */
    refresh() {
      if (game && shown) render(shown);
    },
    /** The start typed in the field keeps naming the same state in the new numbering. */
    renumbered(from) {
      const field = $('play-from');
      const state = parseStateName(field.value, n, from);
      if (state !== null) field.value = stateName(state, n);
    },
    /** The address of a game being played: `play=R5&you=rick`. */
    address: () => (game ? [['play', stateName(game.start, n)], ['you', game.you === RICK ? 'rick' : 'morty']] : []),
    /**
     * Starts the game a link names; resolves to what of the link was ignored, as notes.
     */
    async openLink(params) {
      const from = params.get('play');
      const side = params.get('you');
      const notes = [];
      if (side !== null && !(side in SIDES)) notes.push({ key: 'link.badYou', values: { value: side } });
      if (from === null) {
        if (side !== null && notes.length === 0) notes.push({ key: 'link.youWithoutPlay' });
        return notes;
      }
      const state = parseStateName(from, n);
      if (state === null || isHole(state, n)) return [...notes, { key: 'link.badPlay', values: { value: from } }];
      $('play-from').value = from;
      $('play-you').value = side in SIDES ? side : '';
      hooks.openTab('play');
      await start({ 'play-from': from, 'play-you': $('play-you').value });
      return notes;
    },
  };
}
