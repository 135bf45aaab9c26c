// "Play against perfect play": you choose a start state and a side; the computer plays the
// other side perfectly (quickest win, slowest loss, or it keeps a Loop going). Your moves
// are buttons coloured by what they lead to (hints can be turned off); the log, the result
// and a chart of the game's value follow every move. The moves are also drawn on the board.

import { MOVER_NAMES, moverOf, parseStateName, stateName } from '../../engine/contract.js';
import { FieldProblems } from '../../engine/problems.js';
import { createForm } from '../../ui/form.js';
import { gameState, perfectMove, valueForYou } from './play.js';
import { logItems, moveButtons, resultText } from './play-view.js';
import { paintValueChart } from './value-chart.js';

const SIDES = { rick: 0, morty: 1 };

export function createPlayPanel(doc, hooks) {
  const $ = (id) => doc.getElementById(id);
  const movesBox = $('play-moves');
  const result = $('play-result');
  const log = $('play-log');
  const chart = $('play-chart');
  const hints = $('play-hints');
  let game = null; // { start, you, moves: [{ mover, step, to }] }
  let n = 0;

  const describe = (state) => hooks.request('describe', { state });

  function computerMoves() {
    while (game && !gameState(game.start, game.moves, n).over) {
      const at = current();
      if (moverOf(at, n) === game.you) return;
      const move = perfectMove(describe(at));
      if (move === null) return;
      game.moves.push({ mover: moverOf(at, n), ...move });
    }
  }

  const current = () => (game.moves.length === 0 ? game.start : game.moves[game.moves.length - 1].to);

  function start(values) {
    const from = parseStateName(values['play-from'], n);
    if (from === null || from % n === 0) {
      throw new FieldProblems([{ field: 'play-from', message: `a state such as R2 or M5 (object 2 to ${n}, R for Rick or M for Morty to move)` }]);
    }
    if (!hooks.runToEnd()) {
      throw new FieldProblems([{ field: 'play-from', message: 'run this game to the end first (End): play needs every outcome' }]);
    }
    const you = values['play-you'] in SIDES ? SIDES[values['play-you']] : moverOf(from, n);
    game = { start: from, you, moves: [] };
    computerMoves();
    show();
  }

  const form = createForm(doc, $('play-form'), ['play-from'], (values) => {
    try {
      start({ ...values, 'play-you': $('play-you').value });
    } catch (error) {
      if (!(error instanceof FieldProblems)) throw error;
      form.showProblems(error.problems);
    }
  });

  /**
   * Play reads every outcome from the finished run: if the run was stepped back since (Reset,
   * Back, the timeline), it is put back at its end first. False when that cannot be done.
   */
  function finishedRun() {
    if (hooks.runToEnd()) return true;
    result.textContent = 'Run this game to the end (End) to go on playing.';
    return false;
  }

  movesBox.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-step]');
    if (!button || !game || !finishedRun()) return;
    game.moves.push({ mover: game.you, step: Number(button.dataset.step), to: Number(button.dataset.to) });
    computerMoves();
    show();
  });
  $('play-undo').addEventListener('click', () => {
    if (!game || !finishedRun()) return;
    // Back to your previous turn: drop the computer's replies and your move before them.
    while (game.moves.length > 0 && game.moves[game.moves.length - 1].mover !== game.you) game.moves.pop();
    game.moves.pop();
    computerMoves();
    show();
  });
  $('play-restart').addEventListener('click', () => {
    if (!game || !finishedRun()) return;
    game.moves = [];
    computerMoves();
    show();
  });
  hints.addEventListener('change', () => game && finishedRun() && show());

  function showMoves(state) {
    movesBox.replaceChildren(...(state.over ? [] : moveButtons(doc, describe(current()), n, hints.checked)));
  }

  function showResult(state) {
    result.textContent = resultText(game, state, current(), n);
    result.dataset.over = String(state.over);
    result.dataset.moves = String(game.moves.length);
  }

  function values() {
    const states = [game.start, ...game.moves.map((m) => m.to)];
    return states.map((state) => {
      const info = describe(state);
      return valueForYou(info.outcome, info.remoteness, moverOf(state, n) === game.you);
    });
  }

  function show() {
    const state = gameState(game.start, game.moves, n);
    showMoves(state);
    showResult(state);
    log.replaceChildren(...logItems(doc, game, n));
    paintValueChart(chart, values());
    hooks.decorate({ played: { start: game.start, moves: game.moves.map(({ step, to }) => ({ step, to })) } });
    hooks.pin({ state: current() });
  }

  return {
    /** A new game on the board: no game being played. */
    reset(info) {
      n = info.n;
      game = null;
      movesBox.replaceChildren();
      log.replaceChildren();
      result.textContent = '';
      hooks.decorate({ played: null });
    },
    /** The address of a game being played: `play=R5&you=rick`. */
    address: () => (game ? [['play', stateName(game.start, n)], ['you', MOVER_NAMES[game.you].toLowerCase()]] : []),
    /** Starts the game a link names. */
    openLink(params) {
      const from = params.get('play');
      if (from === null) return;
      $('play-from').value = from;
      $('play-you').value = params.get('you') ?? '';
      doc.getElementById('play-form').requestSubmit();
    },
  };
}
