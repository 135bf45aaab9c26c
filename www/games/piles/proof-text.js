// @ts-check
// The two-pile game's proof of a wrong word in words, from the checker's data (`PilesProofWire`,
// crates/wire): Alice's take onto a P-position, or why the query's piles are one (no move
// reaches a smaller P-position). Every word is the catalogue's; in English it is what the
// command prints (tests/unit/rust-words.test.mjs).

import { t } from '../../i18n/index.js';

/** "5 from the first pile", "1 from the first pile and 2 from the second". */
function takeText({ takeFirst: first, takeSecond: second }) {
  if (second === 0) return t('pilesProof.takeFirst', { k: first });
  if (first === 0) return t('pilesProof.takeSecond', { k: second });
  return t('pilesProof.takeBoth', { first, second });
}

function proofText(proof) {
  if (proof.kind === 'aliceWins') {
    const [x, y] = proof.to;
    return t(x === 0 && y === 0 ? 'pilesProof.aliceWinsEnd' : 'pilesProof.aliceWins', { take: takeText(proof.move), x, y });
  }
  const [n, m] = proof.piles;
  if (proof.listed.length === 0) return t('pilesProof.bobWinsEnd', { n, m });
  const listed = proof.listed.map(({ to: [x, y], move }) => t('pilesProof.reach', {
    x, y, first: move.takeFirst, second: move.takeSecond,
  }));
  return t('pilesProof.bobWins', {
    n, m, listed, more: proof.more, count: proof.listed.length + proof.more,
  });
}

/** The proof of the first wrong word of a pile answer, as its one sentence. */
export const pilesProofSentences = (first) => [proofText(first.proof)];
