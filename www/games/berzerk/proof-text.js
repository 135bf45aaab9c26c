// @ts-check
// Berzerk's proof of a wrong word in words, from the checker's data (`FirstMistakeWire`,
// crates/wire): the claim about the moves that matter, then the line of best play. Every word
// is the catalogue's, every place in the page's numbering; in English it is what the command
// prints (tests/unit/rust-words.test.mjs).

import { Outcome, moverOf } from '../../model/states.js';
import { t } from '../../i18n/index.js';
import { moverName, placeOfPosition } from './text.js';

const MOVERS = { rick: 0, morty: 1 };
const who = (by) => moverName(MOVERS[by]);

/** "2 to object 4", "3 into the hole": a proof's move (`JumpWire`) and where it lands. */
function reaches(move) {
  return move.to === 0 ? t('proof.into', { jump: move.jump }) : t('proof.to', { jump: move.jump, place: placeOfPosition(move.to) });
}

/** What a landing is worth to the opponent: "a Win for Morty in 1", "a Loop". */
function worth(landing, you) {
  if (landing.outcome === Outcome.Win && landing.remoteness !== null) return t('proof.winFor', { you, remoteness: landing.remoteness });
  return t('proof.anOutcome', { outcome: t(`outcome.${landing.outcome}`) });
}

function loopMove(stay, me, you) {
  return t('proof.loopMove', {
    me, you, jump: stay.jump, place: placeOfPosition(stay.to),
  });
}

/** The claim about the moves that matter, by its kind (`ClaimWire`). */
function claimText(claim, me, you) {
  switch (claim.kind) {
    case 'noMoves':
      return t('proof.noMoves', { me });
    case 'winningMove': {
      const { move } = claim.landing;
      if (move.to === 0) return t('proof.winInto', { me, jump: move.jump });
      return t('proof.winTo', {
        me, you, jump: move.jump, place: placeOfPosition(move.to),
      });
    }
    case 'everyMoveLoses':
      return t('proof.everyMoveLoses', {
        me,
        you,
        more: claim.more,
        listed: claim.listed.map((l) => t('proof.resists', { reaches: reaches(l.move), you, remoteness: l.remoteness ?? 0 })),
      });
    case 'noWinningMove':
      return t('proof.noWinningMove', {
        me,
        you,
        more: claim.more,
        listed: claim.listed.map((l) => t('proof.landsOn', { reaches: reaches(l.move), worth: worth(l, you) })),
        stay: loopMove(claim.stay, me, you),
      });
    default:
      return loopMove(claim.stay, me, you);
  }
}

/** The line of best play, and how it ends for the mover. */
function bestPlayText(proof, truth, me) {
  const plays = proof.line.map((move) => t('proof.plays', { who: who(move.by), reaches: reaches(move) }));
  const length = proof.lineLength;
  const ends = { [Outcome.Win]: 'proof.endWin', [Outcome.Lose]: 'proof.endLose' };
  const ending = truth in ends ? t(ends[truth], { me, moves: length }) : t('proof.endLoop');
  return t('proof.bestPlay', { plays, more: length - proof.line.length, ending });
}

/**
 * The proof of the first wrong word (`FirstMistakeWire`) on a circle of n objects, as its
 * two sentences: the claim, and the best play.
 */
export function proofSentences(first, n) {
  const mover = moverOf(first.state, n);
  const me = moverName(mover);
  const you = moverName(1 - mover);
  const claim = t('proof.claim', {
    truth: t(`outcome.${first.truth}`), said: t(`outcome.${first.said}`), claim: claimText(first.proof.claim, me, you),
  });
  return [claim, bestPlayText(first.proof, first.truth, me)];
}
