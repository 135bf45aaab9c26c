// "Play against perfect play", for any game whose states are a game graph's: you choose a
// start state and a side; the computer plays the other side perfectly (quickest win,
// slowest loss, or it keeps a Loop going). Your moves are buttons coloured by what they lead
// to; the log, the result and a chart of the game's value follow every move. The moves are
// also drawn on the board. With hints off, what you are finding out stays hidden until the
// game is over: the moves' worth, the chart, the Why? card and the board's outcomes. Play reads every outcome, so the run is
// put at its end first. The game's `naming` reads a start, names the sides and the mover of
// each position; one card serves every such game, each game's panel acting only while its
// game is shown.

import { FieldProblems } from '../engine/problems.js';
import { gameState, perfectMove, valueForYou } from './play.js';
import { createPlayBoard } from './play-board.js';
import { createPlayStart } from './play-start.js';

/** The computer stops replying after this many moves in a row (a Loop it keeps going). */
const REPLIES = 200;

/**
 * The game being played and the computer's replies; the card's drawing is play-board.js's
 * and its start form play-start.js's.
 */
export function createPlayPanel(doc, hooks, naming) {
  let game = null; // { start, you, moves: [{ mover, label, to }] }
  let info = null;
  let shown = null; // what is on the card: { state, at, described }, the game at position `at`

  const current = () => (game.moves.length === 0 ? game.start : game.moves[game.moves.length - 1].to);
  const moverAt = (ply) => naming.moverAt(ply === 0 ? game.start : game.moves[ply - 1].to, ply, info);
  const describe = (state) => hooks.queries.describe({ state });
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
    board.needsEnd();
    return false;
  }

  async function start(values) {
    const from = naming.parseStart(values['play-from'], info);
    if (from === null) {
      throw new FieldProblems([{ field: 'play-from', ...naming.badStart(info, values['play-from']) }]);
    }
    if (!(await finishedRun())) return;
    const side = naming.sides.find((s) => s.value === values['play-you']);
    game = { start: from, you: side ? side.mover : naming.moverAt(from, 0, info), moves: [] };
    await computerMoves();
    await show();
  }

  async function act(change) {
    if (!hooks.active() || !game || !(await finishedRun())) return;
    change();
    await computerMoves();
    await show();
  }

  const startForm = createPlayStart(doc, naming, async (values) => {
    if (hooks.active()) await start(values);
  });
  const board = createPlayBoard(doc, naming, {
    move: (step, to) => act(() => game.moves.push({ mover: game.you, label: step, to })),
    hints: () => hooks.active() && game && show(),
  });
  doc.getElementById('play-undo').addEventListener('click', () => act(() => {
    // Back to your previous turn: drop the computer's replies and your move before them.
    while (game.moves.length > 0 && game.moves[game.moves.length - 1].mover !== game.you) game.moves.pop();
    game.moves.pop();
  }));
  doc.getElementById('play-restart').addEventListener('click', () => act(() => {
    game.moves = [];
  }));

  /** Each position's value for you, from the finished tables. */
  function values() {
    const { outcomes, remoteness } = hooks.run();
    return [game.start, ...game.moves.map((m) => m.to)]
      .map((state, ply) => valueForYou(outcomes[state], remoteness[state], moverAt(ply) === game.you));
  }

  const render = () => board.render(shown, { game, info, values });

  /**
   * The game on the card and the board: its position pinned in Why? (with hints), the
   * board's outcomes hidden (without), and your moves in view either way.
   */
  async function show() {
    const state = stateOfGame();
    const at = current();
    const described = await describe(at);
    shown = { state, at, described };
    render();
    const concealed = board.concealing(state);
    const played = { start: game.start, moves: game.moves.map(({ to }) => ({ to })) };
    // Without the pin (which outlines where you are), the board outlines it in the game's green.
    hooks.decorate({ played: concealed ? { ...played, at } : played, concealed });
    hooks.pin(concealed ? null : { state: at });
    hooks.openTab('play');
    board.reveal(state.over);
  }

  return {
    /** A new game on the board: no game being played. */
    reset(next) {
      info = next;
      game = null;
      shown = null;
      startForm.forget();
      board.clear();
      startForm.show(info);
      hooks.decorate({ played: null, concealed: false });
    },
    /** The card is this game's again: its form and the game being played, as it left them. */
    shown() {
      startForm.show(info);
      board.clear();
      if (game) show();
    },
    /** The card in the page's new words (and names, in its numbering): its form's labels and the game on show. */
    refresh() {
      startForm.refresh(info);
      if (game && shown) render();
    },
    /** A start typed, in this game's form or kept for it, names the same state in the new numbering. */
    renumbered(from) {
      if (naming.renamed) startForm.renumbered(from, info, hooks.active());
    },
    /** Keeps what this game's form holds before another game takes the card. */
    hidden() {
      startForm.keep();
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
      const typed = startForm.fill(from, known ? side : null);
      hooks.openTab('play');
      await start(typed);
      return notes;
    },
  };
}
