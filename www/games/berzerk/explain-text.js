// @ts-check
// Berzerk's explanations in words: why a state has its outcome, how far the end is, and
// the best line, from the engine's explanation (reason, move table, line). Pure, so it is
// unit-tested without a browser.

import { isHole, moverOf, stateName } from '../../model/states.js';
import { sentences, t } from '../../i18n/index.js';
import { resistingLongest } from '../explanations.js';
import {
  jumpSetText, moverName, outcomeWords, placeOf,
} from './text.js';

/** The outcome as a short headline: "Win in 3", "Lose in 0", "Loop", "undecided". */
export const headline = (info) => outcomeWords(info.outcome, info.remoteness);

function undecidedText(info, other, k) {
  const {
    counter, knownWins, queuedWins, knownLoses,
  } = info.reason;
  const parts = [t('why.undecided', { counter, k, other })];
  if (knownWins.length > 0) parts.push(t('why.knownWins', { jumps: knownWins, other }));
  if (queuedWins.length > 0) parts.push(t('why.queuedWins', { jumps: queuedWins, other }));
  if (knownLoses.length > 0) parts.push(t('why.knownLoses', { jumps: knownLoses, other, who: moverName(info.mover) }));
  return sentences(parts);
}

/** Why the state has its outcome, in one or two sentences with numbers. */
export function reasonText(info, jumps) {
  const { n, reason } = info;
  const who = moverName(info.mover);
  const other = moverName(1 - info.mover);
  switch (reason.kind) {
    case 'terminal':
      return t('why.hole', { who, other });
    case 'win':
      return isHole(reason.to, n)
        ? t('why.winInto', { who, jump: reason.jump })
        : t('why.win', {
          who, other, jump: reason.jump, remoteness: info.remoteness, place: placeOf(reason.to, n), toRemoteness: reason.toRemoteness,
        });
    case 'lose': {
      const tied = resistingLongest(info, 'jump');
      return t(tied.length > 1 ? 'why.loseTied' : 'why.lose', {
        remoteness: info.remoteness,
        jumps: jumpSetText(reason.jumps),
        count: reason.jumps.length,
        other,
        tied,
        resist: reason.resist,
        place: placeOf(reason.to, n),
        toRemoteness: reason.toRemoteness,
      });
    }
    case 'loop':
      return t('why.loop', {
        who, other, jump: reason.jump, place: placeOf(reason.to, n),
      });
    default:
      return undecidedText(info, other, jumps[info.mover].length);
  }
}

/** One item of the best line: who plays what, and where it lands. */
export function lineItemText(move, from, n) {
  return t('why.lineItem', {
    who: moverName(moverOf(from, n)), jump: move.jump, name: stateName(move.to, n), place: placeOf(move.to, n),
  });
}

/** The note above the best line: its length, or where its cycle starts. */
export function lineNote(line) {
  if (line.length === 0) return '';
  if (line.cycleStart === null) return t('why.lineToHole', { count: line.length });
  return t('why.lineCycle', { move: line.cycleStart + 1 });
}

