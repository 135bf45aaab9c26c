// @ts-check
// The graph's proof of a wrong word in words, from the checker's data (`FirstMistakeWire`,
// crates/wire, each move named by the node it reaches): the claim about the moves that
// matter, then the line of best play. The player to move at the node is "the mover", the
// other "the opponent". Every word is the catalogue's; in English it is what the command
// prints (tests/unit/rust-words.test.mjs).

import { Outcome, nodeOf } from '../../model/states.js';
import { t } from '../../i18n/index.js';

/** What a landing is worth to the opponent: "a Win for the opponent in 1", "a Loop". */
function worth(landing) {
  if (landing.outcome === Outcome.Win && landing.remoteness !== null) return t('graphProof.winFor', { remoteness: landing.remoteness });
  return t('proof.anOutcome', { outcome: t(`outcome.${landing.outcome}`) });
}

/** The claim about the moves that matter, by its kind (`ClaimWire`), for the node `node`. */
function claimText(claim, node) {
  switch (claim.kind) {
    case 'noMoves':
      return t('graphProof.noMoves', { node });
    case 'winningMove': {
      const { move, remoteness } = claim.landing;
      return t(remoteness === 0 ? 'graphProof.winAtOnce' : 'graphProof.winTo', { node: move });
    }
    case 'everyMoveLoses':
      return t('graphProof.everyMoveLoses', {
        more: claim.more,
        listed: claim.listed.map((l) => t('graphProof.resists', { node: l.move, remoteness: l.remoteness ?? 0 })),
      });
    case 'noWinningMove':
      return t('graphProof.noWinningMove', {
        more: claim.more,
        listed: claim.listed.map((l) => t('graphProof.landsOn', { node: l.move, worth: worth(l) })),
        stay: t('graphProof.loopMove', { node: claim.stay }),
      });
    default:
      return t('graphProof.loopMove', { node: claim.stay });
  }
}

/** The line of best play, and how it ends for the mover. */
function bestPlayText(proof, truth) {
  const length = proof.lineLength;
  if (length === 0) return t('graphProof.over');
  const plays = proof.line.map((node) => t('graph.toNode', { node }));
  const me = t('graphProof.mover');
  const ends = { [Outcome.Win]: 'proof.endWin', [Outcome.Lose]: 'proof.endLose' };
  const ending = truth in ends ? t(ends[truth], { me, moves: length }) : t('proof.endLoop');
  return t('proof.bestPlay', { plays, more: length - proof.line.length, ending });
}

/** The proof of the first wrong word of a graph answer, as its two sentences: the claim, and the best play. */
export function graphProofSentences(first) {
  const claim = t('proof.claim', {
    truth: t(`outcome.${first.truth}`), said: t(`outcome.${first.said}`), claim: claimText(first.proof.claim, nodeOf(first.state)),
  });
  return [claim, bestPlayText(first.proof, first.truth)];
}
