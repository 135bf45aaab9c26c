// "Play against perfect play", for any game whose states are a game graph's: you choose a
// start state and a side; the computer plays the other side perfectly (quickest win,
// slowest loss, or it keeps a Loop going). Your moves are buttons coloured by what they lead
// to; the log, the result and a chart of the game's value follow every move. The moves are
// also drawn on the board. With hints off, what you are finding out stays hidden until the
// game is over: the moves' worth, the chart, the Why? card and the board's outcomes. Play reads every outcome, so the run is
// put at its end first. The game's `naming` reads a start, names the sides and the mover of
// each position; one card serves every such game, each game's panel acting only while its
// game is shown.

import { Outcome } from '../model/states.js';
import { FieldProblems } from '../engine/problems.js';
import { createForm } from '../ui/form.js';
import { t } from '../i18n/index.js';
import { say } from '../i18n/live.js';
import { gameState, perfectMove, valueForYou } from './play.js';
import { logItems, moveButtons, resultText } from './play-view.js';
import { paintValueChart } from './value-chart.js';

/** The computer stops replying after this many moves in a row (a Loop it keeps going). */
const REPLIES = 200;

export function createPlayPanel(doc, hooks, naming) {
  const $ = (id) => doc.getElementById(id);
  const movesBox = $('play-moves');
  const result = $('play-result');
  const log = $('play-log');
  const chart = $('play-chart');
  const hints = $('play-hints');
  let game = null; // { start, you, moves: [{ mover, label, to }] }
  let info = null;
  let typed = null; // the start and side as this game's form last had them
  let shown = null; // what is on the card: { state, at, described }, the game at position `at`

  const current = () => (game.moves.length === 0 ? game.start : game.moves[game.moves.length - 1].to);
  const moverAt = (ply) => naming.moverAt(ply === 0 ? game.start : game.moves[ply - 1].to, ply, info);
  const describe = (state) => hooks.request('describe', { state });
  /** The side not to move at the start: the winner when the start has no move. */
  const startOpponent = () => naming.sides.find((side) => side.mover !== moverAt(0)).mover;
  const stateOfGame = () => gameState(game.start, game.moves, hooks.run(), startOpponent());

  async function computerMoves() {
    for (let i = 0; i < REPLIES && game && !stateOfGame().over; i += 1) {
      const mover = moverAt(game.moves.length);
      if (mover === game.you) return;
      const move = perfectMove(await describe(current()), naming);
      if (move === null) return;
      game.moves.push({ mover, ...move });
    }
  }

  /** Play reads every outcome: puts the run at its end first; false when that was refused. */
  async function finishedRun() {
    if (await hooks.runToEnd()) return true;
    say(result, () => t('play.needsEnd'));
    return false;
  }

  async function start(values) {
    const from = naming.parseStart(values['play-from'], info);
    if (from === null) {
      throw new FieldProblems([{ field: 'play-from', ...naming.badStart(info) }]);
    }
    if (!(await finishedRun())) return;
    const side = naming.sides.find((s) => s.value === values['play-you']);
    game = { start: from, you: side ? side.mover : naming.moverAt(from, 0, info), moves: [] };
    await computerMoves();
    await show();
  }

  const form = createForm(doc, $('play-form'), ['play-from'], (values) => {
    if (!hooks.active()) return;
    start({ ...values, 'play-you': $('play-you').value }).catch((error) => {
      if (!(error instanceof FieldProblems)) throw error;
      form.showProblems(error.problems);
    });
  });

  async function act(change) {
    if (!hooks.active() || !game || !(await finishedRun())) return;
    change();
    await computerMoves();
    await show();
  }

  movesBox.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-to]');
    if (!button) return;
    act(() => game.moves.push({ mover: game.you, label: button.dataset.step, to: Number(button.dataset.to) }));
  });
  $('play-undo').addEventListener('click', () => act(() => {
    // Back to your previous turn: drop the computer's replies and your move before them.
    while (game.moves.length > 0 && game.moves[game.moves.length - 1].mover !== game.you) game.moves.pop();
    game.moves.pop();
  }));
  $('play-restart').addEventListener('click', () => act(() => {
    game.moves = [];
  }));
  hints.addEventListener('change', () => hooks.active() && game && show());

  /** Each position's value for you, from the finished tables. */
  function values() {
    const { outcomes, remoteness } = hooks.run();
    return [game.start, ...game.moves.map((m) => m.to)]
      .map((state, ply) => valueForYou(outcomes[state], remoteness[state], moverAt(ply) === game.you));
  }

  function resultFor(state) {
    if (!state.over) return null;
    if (state.winner === null) return Outcome.Loop;
    return state.winner === game.you ? Outcome.Win : Outcome.Lose;
  }

  /** Whether the game's outcomes are kept from you: hints off, and the game not over yet. */
  const concealing = (state) => !hints.checked && !state.over;

  /** The moves, the result, the log and the chart of the game at `at` (explained by `described`). */
  function render({ state, at, described }) {
    movesBox.replaceChildren(...(state.over ? [] : moveButtons(doc, described, naming, info, hints.checked)));
    // A position met again tells what it is worth: not while that is concealed.
    result.textContent = resultText(game, state, at, { naming, info }, concealing(state) ? {} : described);
    result.dataset.over = String(state.over);
    result.dataset.moves = String(game.moves.length);
    log.replaceChildren(...logItems(doc, game, naming, info));
    chart.hidden = concealing(state);
    if (!chart.hidden) paintValueChart(chart, values(), resultFor(state));
  }

  /**
   * The game on the card and the board: its position pinned in Why? (with hints), the
   * board's outcomes hidden (without), and your moves in view either way.
   */
  async function show() {
    const state = stateOfGame();
    const at = current();
    const described = await describe(at);
    shown = { state, at, described };
    render(shown);
    const concealed = concealing(state);
    const played = { start: game.start, moves: game.moves.map(({ to }) => ({ to })) };
    // Without the pin (which outlines where you are), the board outlines it in the game's green.
    hooks.decorate({ played: concealed ? { ...played, at } : played, concealed });
    hooks.pin(concealed ? null : { state: at });
    hooks.openTab('play');
    (state.over ? result : movesBox).scrollIntoView({ block: 'nearest' });
  }

  function clearCard() {
    movesBox.replaceChildren();
    log.replaceChildren();
    result.textContent = '';
    delete result.dataset.over;
    chart.getContext('2d').clearRect(0, 0, chart.width, chart.height);
  }

  /** The form's start and sides for this game: its hint, its sides, what was typed. */
  function showForm() {
    $('play-from').value = typed?.from ?? naming.startExample(info);
    say($('play-from-hint'), () => naming.startHint());
    $('play-you').replaceChildren(...[{ value: '', label: t('play.sideToMove') }, ...naming.sides].map((side) => {
      const option = doc.createElement('option');
      option.value = side.value;
      option.textContent = side.label ?? naming.moverName(side.mover);
      return option;
    }));
    $('play-you').value = typed?.you ?? '';
  }

  return {
    /** A new game on the board: no game being played. */
    reset(next) {
      info = next;
      game = null;
      typed = null;
      shown = null;
      clearCard();
      showForm();
      hooks.decorate({ played: null, concealed: false });
    },
    /** The card is this game's again: its form and the game being played, as it left them. */
    shown() {
      showForm();
      clearCard();
      if (game) show();
    },
    /** The card in the page's new words (and names, in its numbering): its form's labels and the game on show. */
    refresh() {
      const from = $('play-from').value;
      const you = $('play-you').value;
      showForm();
      $('play-from').value = from;
      $('play-you').value = you;
      if (game && shown) render(shown);
    },
    /** A start typed, in this game's form or kept for it, names the same state in the new numbering. */
    renumbered(from) {
      if (!naming.renamed) return;
      if (hooks.active()) $('play-from').value = naming.renamed($('play-from').value, from, info);
      else if (typed) typed = { ...typed, from: naming.renamed(typed.from, from, info) };
    },
    /** Keeps what this game's form holds before another game takes the card. */
    hidden() {
      typed = { from: $('play-from').value, you: $('play-you').value };
      hooks.decorate({ played: null, concealed: false });
    },
    /** The address of a game being played: `play=R5&you=rick`. */
    address: () => (game ? [['play', naming.stateName(game.start, info)], ['you', naming.sideOf(game.you)]] : []),
    /** Starts the game a link names; resolves to what of the link was ignored, as notes. */
    async openLink(params) {
      const from = params.get('play');
      const side = params.get('you');
      const notes = [];
      const known = side === null || naming.sides.some((s) => s.value === side);
      if (!known) notes.push(naming.badYou(side));
      if (from === null) {
        if (side !== null && notes.length === 0) notes.push({ key: 'link.youWithoutPlay' });
        return notes;
      }
      if (naming.parseStart(from, info) === null) return [...notes, naming.badPlay(from, info)];
      $('play-from').value = from;
      $('play-you').value = known && side !== null ? side : '';
      hooks.openTab('play');
      await start({ 'play-from': from, 'play-you': $('play-you').value });
      return notes;
    },
  };
}
