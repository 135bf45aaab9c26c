// The checker's verdict in words: accepted, a format problem, or the first wrong word with
// its proof and how many words are wrong. Pure, from the engine's verdict, whose problems and
// proofs are data (crates/wire): every word is the catalogue's, in the page's numbering.

import {
  Outcome, currentNumbering, placeNumber, stateName,
} from '../../model/states.js';
import { sentences, t } from '../../i18n/index.js';
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
  const mover = first.state < n ? 0 : 1;
  const me = moverName(mover);
  const you = moverName(1 - mover);
  const claim = t('proof.claim', {
    truth: t(`outcome.${first.truth}`), said: t(`outcome.${first.said}`), claim: claimText(first.proof.claim, me, you),
  });
  return [claim, bestPlayText(first.proof, first.truth, me)];
}

/**
 * The places a judge's answer line covers, objects 2..n (positions 1..n−1) in the page's
 * numbering, on a circle of `objects` objects, or of n when it is not known (many cases).
 */
function answerPlaces(objects) {
  const numbering = currentNumbering();
  const unknown = numbering === 'position' ? 'n−1' : 'n';
  const last = objects === null ? unknown : placeNumber(objects - 1);
  return t('berzerk.placeRange', { first: placeNumber(1), last, numbering });
}

/** What an answer should hold (`ExpectedWire`). */
function expectedText({ words, choices, shape }) {
  switch (shape.kind) {
    case 'berzerk':
      return t('format.expectedBerzerk', { words, choices, places: answerPlaces(shape.objects) });
    case 'berzerkCases':
      return t('format.expectedCases', {
        words, choices, games: shape.games, places: answerPlaces(null),
      });
    case 'piles':
      return t('format.expectedPiles', { words, choices });
    default:
      return t('format.expectedGraph', { words, choices, nodes: shape.nodes });
  }
}

/** Why an answer is not in the judge's format (`FormatWire`). */
export function formatText(format) {
  const expected = expectedText(format.expected);
  switch (format.kind) {
    case 'empty':
      return t('format.empty', { expected });
    case 'endsEarly':
      return t('format.endsEarly', {
        read: format.read, line: format.last.line, word: format.last.word, expected,
      });
    case 'notAWord':
      return t('format.notAWord', {
        line: format.place.line, word: format.place.word, choices: format.expected.choices, found: format.found, otherCase: format.otherCase,
      });
    default:
      return t('format.extra', {
        line: format.place.line, word: format.place.word, found: format.found, expected,
      });
  }
}

/** One paragraph for a verdict `{ verdict, wrong, first, format }` on a circle of n objects. */
export function verdictText(verdict, n) {
  if (verdict.verdict === 'format') return t('check.format', { problem: formatText(verdict.format) });
  if (verdict.verdict === 'accepted') return t('check.accepted', { words: verdict.words });
  const { first } = verdict;
  return t('check.wrong', {
    wrong: verdict.wrong,
    words: verdict.words,
    line: first.line,
    word: first.word,
    name: stateName(first.state, n),
    said: t(`outcome.${first.said}`),
    truth: t(`outcome.${first.truth}`),
    proof: sentences(proofSentences(first, n)),
  });
}
