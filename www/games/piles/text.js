// @ts-check
// The two-pile game's words: caption, status, what the latest step did, the P-positions
// found, the tooltip of a cell and the verdict of a query. Pure functions of plain data.
// Alice moves first; a P-position is one where the player to move loses.

import { sentences, t } from '../../i18n/index.js';

/** Cells of the square that are P-positions: (a, b) and (b, a), once when a = b. */
function pCells(pairs) {
  let cells = 0;
  for (let i = 0; i < pairs.length; i += 2) cells += pairs[i] === pairs[i + 1] ? 1 : 2;
  return cells;
}

export const pilesCaption = (info) => ({ title: t('game.piles'), text: t('piles.caption', { size: info.size }) });

export function pilesStatus(run) {
  const losing = pCells(run.pairs);
  const undecided = run.cells - run.ruledOut - losing;
  // A P-position (a, b) is two cells of the square, (a, b) and (b, a): the counts are all of cells.
  const text = t('piles.status', {
    steps: run.steps, cells: losing, winning: run.ruledOut, undecided,
  });
  return {
    text, note: '', done: run.done, counts: { p: run.steps, winning: run.ruledOut, undecided },
  };
}

const pairText = (a, b) => (a === b ? `(${a}, ${b})` : t('piles.pair', { a, b }));

/** (0, 0), where no move is possible: its reasons are not "every move ...". */
const isEnd = (a, b) => a === 0 && b === 0;

export function pilesNarration(run) {
  if (!run.last) return t('piles.start');
  const [a, b] = run.last.pPosition;
  const found = t(isEnd(a, b) ? 'piles.foundEnd' : 'piles.found', { pair: pairText(a, b) });
  const rest = run.last.ruledOut === 0 ? t('piles.noneRuledOut') : t('piles.ruledOut', { count: run.last.ruledOut });
  return sentences([found, rest, run.done ? t('piles.allDecided') : '']);
}

/** The latest few P-positions, newest last. */
export function recentPPositions(run, _info, count = 8) {
  const { pairs } = run;
  const shown = [];
  for (let i = Math.max(0, pairs.length - 2 * count); i < pairs.length; i += 2) shown.push(`(${pairs[i]}, ${pairs[i + 1]})`);
  if (shown.length === 0) return t('piles.noneYet');
  return `${pairs.length > 2 * count ? '… ' : ''}${shown.join(' ')}`;
}

/** "take 1 from the first pile and 2 from the second", in the game's words. */
export function moveText(move) {
  if (move.takeSecond === 0) return t('piles.takeFirst', { k: move.takeFirst });
  if (move.takeFirst === 0) return t('piles.takeSecond', { k: move.takeSecond });
  return t('piles.takeBoth', { first: move.takeFirst, second: move.takeSecond });
}

const after = (info) => `(${info.n - info.move.takeFirst}, ${info.m - info.move.takeSecond})`;

/** The tooltip's rows for a cell described by the engine. */
export function pilesTooltip(info) {
  const rows = [[t('tip.piles'), `(${info.n}, ${info.m})`]];
  if (info.decidedAt === 0) {
    rows.push([t('tip.outcome'), t('piles.notDecided')]);
    return rows;
  }
  if (info.losing) {
    rows.push([t('tip.outcome'), t('piles.tipLose')], [t('tip.why'), t(isEnd(info.n, info.m) ? 'piles.tipLoseEnd' : 'piles.tipLoseWhy')]);
  } else {
    rows.push([t('tip.outcome'), t('outcome.1')], [t('tip.winningMove'), `${moveText(info.move)} → ${after(info)}`]);
  }
  rows.push([t('tip.decidedAt'), t('piles.atStep', { step: info.decidedAt })]);
  return rows;
}

/** Alice (who moves first) or Bob, by their index. */
export const playerName = (index) => t(index === 0 ? 'piles.alice' : 'piles.bob');

/** The verdict of a query: starts with the winner's name, then the winning move if any. */
export function verdictText(answer) {
  const where = `(${answer.n}, ${answer.m})`;
  if (!answer.firstWins) return t(isEnd(answer.n, answer.m) ? 'piles.bobWinsEnd' : 'piles.bobWins', { where });
  return t('piles.aliceWins', { where, move: moveText(answer.move), to: after(answer) });
}

/** A query's answer in brief, for the log: who wins from where. */
export function winnerText(answer) {
  return t('piles.winsFrom', { who: playerName(answer.firstWins ? 0 : 1), where: `(${answer.n}, ${answer.m})` });
}

/** Why a cell has its outcome, in a sentence (a P-position, a winning move, or not decided yet). */
export function cellReason(info) {
  const where = `(${info.n}, ${info.m})`;
  if (info.decidedAt === 0) return t('piles.reasonUndecided', { where });
  if (info.losing) return t(isEnd(info.n, info.m) ? 'piles.reasonLoseEnd' : 'piles.reasonLose', { where, step: info.decidedAt });
  return t('piles.reasonWin', {
    where, move: moveText(info.move), to: after(info), step: info.decidedAt,
  });
}

/**
 * The P-positions found so far in numbers: how many, and the ratio m/n of the pairs (n > 0);
 * with none, "yet" only while the sieve goes on.
 */
export function pileNumbers(run) {
  const { pairs } = run;
  const ratios = [];
  for (let i = 0; i < pairs.length; i += 2) if (pairs[i] > 0) ratios.push(pairs[i + 1] / pairs[i]);
  if (ratios.length === 0) return { count: pairs.length / 2, text: t(run.done ? 'piles.numbersNoneFinal' : 'piles.numbersNone') };
  return {
    count: pairs.length / 2,
    text: t('piles.numbers', {
      count: pairs.length / 2,
      latest: ratios[ratios.length - 1].toFixed(3),
      low: Math.min(...ratios).toFixed(3),
      high: Math.max(...ratios).toFixed(3),
    }),
  };
}
