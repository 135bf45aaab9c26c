// @ts-check
// Playing the two-pile game against perfect play: from any (n, m) in the judge's range, you
// as Alice (who moves first) or Bob. The computer moves onto a P-position when it can, and
// otherwise takes a single stone from the larger pile to make the game last. With hints
// off, what you are finding out stays hidden until the game is over: the hint, the piles
// pinned in Why? and the grid's outcomes (the board outlines where you are instead).

import { FieldProblems } from '../../engine/problems.js';
import { createForm } from '../../ui/form.js';
import { t } from '../../i18n/index.js';
import { say } from '../../i18n/live.js';
import { moveText, playerName } from './text.js';

/** The players' names in data attributes, whatever the page's language. */
const IDS = ['alice', 'bob'];

export function createPilesPlayPanel(doc, hooks) {
  const $ = (id) => doc.getElementById(id);
  const result = $('pile-play-result');
  const log = $('pile-play-log');
  const turn = $('pile-turn');
  const hint = $('pile-play-hint');
  let game = null; // { piles: [n, m], you, mover, moves: [{ mover, move, to }] }
  let size = 0; // the grid's: positions inside it are pinned on the board

  const over = () => game.piles[0] === 0 && game.piles[1] === 0;
  /** Whether the outcomes are kept from you: hints off, and the game not over yet. */
  const concealing = () => !$('pile-play-hints').checked && !over();

  function record(move) {
    game.piles = [game.piles[0] - move.takeFirst, game.piles[1] - move.takeSecond];
    game.moves.push({ mover: game.mover, move, to: [...game.piles] });
    game.mover = 1 - game.mover;
  }

  async function computerMoves() {
    while (!over() && game.mover !== game.you) record(await hooks.queries.reply({ n: game.piles[0], m: game.piles[1] }));
  }

  function logItem({ mover, move, to }) {
    const item = doc.createElement('li');
    item.dataset.mover = IDS[mover];
    item.dataset.take = `${move.takeFirst},${move.takeSecond}`;
    item.dataset.to = `${to[0]},${to[1]}`;
    const key = mover === game.you ? 'piles.logYou' : 'piles.logComputer';
    say(item, () => t(key, { who: playerName(mover), move: moveText(move), to: `(${to[0]}, ${to[1]})` }));
    return item;
  }

  async function show() {
    const [n, m] = game.piles;
    turn.hidden = over();
    const { mover, you } = game;
    const finished = over();
    const played = game.moves.length;
    say(result, () => (finished
      ? t('piles.playOver', { winner: playerName(1 - mover), loser: playerName(mover), moves: played })
      : t('piles.yourMove', { who: playerName(you), n, m })));
    result.dataset.over = String(over());
    const answer = over() || concealing() ? null : await hooks.queries.ask({ n, m });
    say(hint, () => {
      if (!answer) return '';
      return answer.firstWins ? t('piles.hintWin', { move: moveText(answer.move) }) : t('piles.hintLose');
    });
    log.replaceChildren(...game.moves.map(logItem));
    showOnBoard();
    hooks.openTab('play');
    (finished ? result : turn).scrollIntoView({ block: 'nearest' });
  }

  /**
   * The game on the board: its piles pinned in Why? (with hints, or once over), else
   * outlined on a grid whose outcomes are hidden.
   */
  function showOnBoard() {
    const [n, m] = game.piles;
    const inside = Math.max(n, m) <= size;
    const concealed = concealing();
    hooks.decorate({ played: concealed && inside ? { at: { n, m } } : null, concealed });
    hooks.pin(!concealed && inside ? { n, m } : null);
  }

  const startForm = createForm(doc, $('pile-play-form'), ['pile-play-n', 'pile-play-m'], async (values) => {
    let answer;
    try {
      answer = await hooks.queries.ask({ n: values['pile-play-n'], m: values['pile-play-m'] });
    } catch (error) {
      if (!(error instanceof FieldProblems)) throw error;
      startForm.showProblems(error.problems.map((p) => ({ ...p, field: p.field.replace('pile-', 'pile-play-') })));
      return;
    }
    const you = $('pile-play-you').value === 'bob' ? 1 : 0;
    game = {
      piles: [answer.n, answer.m], you, mover: 0, moves: [],
    };
    await computerMoves();
    await show();
  });

  const takeForm = createForm(doc, $('pile-take-form'), ['pile-take-first', 'pile-take-second'], async (values) => {
    if (!game || over()) return;
    const [a, b] = ['pile-take-first', 'pile-take-second'].map((id) => Number(values[id].trim() || '0'));
    const [n, m] = game.piles;
    // Only counts that fit the piles reach the binding, whose numbers are 32-bit.
    const fits = (take, pile) => Number.isInteger(take) && take >= 0 && take <= pile;
    const legal = fits(a, n) && fits(b, m) && await hooks.queries.legal({
      n, m, takeFirst: a, takeSecond: b,
    });
    if (!legal) {
      takeForm.showProblems([{
        field: 'pile-take-first', code: 'notAMove', n, m,
      }]);
      return;
    }
    record({ takeFirst: a, takeSecond: b });
    await computerMoves();
    await show();
  });
  $('pile-play-hints').addEventListener('change', () => game && show());

  return {
    /** A new grid: its size bounds what is pinned or outlined on the board (hidden outcomes stay hidden). */
    reset(info) {
      size = info.size;
      if (game && concealing()) showOnBoard();
    },
    /** The game is on show again: its outcomes hidden again if they were. */
    shown() {
      if (game && concealing()) showOnBoard();
    },
    /** Another game takes the board: nothing of this one is drawn on it. */
    hidden() {
      hooks.decorate({ played: null, concealed: false });
    },
  };
}
