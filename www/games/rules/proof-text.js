// @ts-check
// A rule game's proof of a wrong word in words, from the checker's data (`FirstMistakeWire`,
// crates/wire, each move named by the index of the state it reaches): the claim about the
// moves that matter, then the line of best play, each state named by its values.

import { Outcome } from '../../model/states.js';
import { t } from '../../i18n/index.js';
import { stateName } from './text.js';

/** What a landing is worth to the opponent: "a Win for the opponent in 1", "a Loop". */
function worth(landing) {
  if (landing.outcome === Outcome.Win && landing.remoteness !== null) return t('rulesProof.winFor', { remoteness: landing.remoteness });
  return t('proof.anOutcome', { outcome: t(`outcome.${landing.outcome}`) });
}

/** The claim about the moves that matter, by its kind (`ClaimWire`), for the state `state`. */
function claimText(claim, state, name) {
  switch (claim.kind) {
    case 'noMoves':
      return t('rulesProof.noMoves', { state });
    case 'winningMove': {
      const { move, remoteness } = claim.landing;
      return t(remoteness === 0 ? 'rulesProof.winAtOnce' : 'rulesProof.winTo', { state: name(move) });
    }
    case 'everyMoveLoses':
      return t('rulesProof.everyMoveLoses', {
        more: claim.more,
        listed: claim.listed.map((l) => t('rulesProof.resists', { state: name(l.move), remoteness: l.remoteness ?? 0 })),
      });
    case 'noWinningMove':
      return t('rulesProof.noWinningMove', {
        more: claim.more,
        listed: claim.listed.map((l) => t('rulesProof.landsOn', { state: name(l.move), worth: worth(l) })),
        stay: t('rulesProof.loopMove', { state: name(claim.stay) }),
      });
    default:
      return t('rulesProof.loopMove', { state: name(claim.stay) });
  }
}

/** The line of best play, and how it ends for the mover. */
function bestPlayText(proof, truth, name) {
  const length = proof.lineLength;
  if (length === 0) return t('rulesProof.over');
  const plays = proof.line.map((state) => t('rules.toState', { state: name(state) }));
  const me = t('rulesProof.mover');
  const ends = { [Outcome.Win]: 'proof.endWin', [Outcome.Lose]: 'proof.endLose' };
  const ending = truth in ends ? t(ends[truth], { me, moves: length }) : t('proof.endLoop');
  return t('proof.bestPlay', { plays, more: length - proof.line.length, ending });
}

/** The proof of the first wrong word of an answer, as its two sentences: the claim, and the best play. */
export function rulesProofSentences(first, info) {
  const name = (state) => stateName(state, info);
  const claim = t('proof.claim', {
    truth: t(`outcome.${first.truth}`), said: t(`outcome.${first.said}`), claim: claimText(first.proof.claim, name(first.state), name),
  });
  return [claim, bestPlayText(first.proof, first.truth, name)];
}
