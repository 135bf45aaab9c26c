// The checker's verdict in words: accepted, a format problem, or the first wrong word with
// its proof and how many words are wrong. Pure, from the engine's verdict, whose problems and
// proofs are data (crates/wire): every word is the catalogue's; the game's `naming` words
// what its answer should hold, names the state and words the proof, so nothing here knows a game.

import { t } from '../i18n/index.js';

/**
 * Why an answer is not in the judge's format (`FormatWire`), what it should hold worded by
 * the game whose answer it is (`naming.answerShape`).
 */
export function formatText(format, naming) {
  const expected = naming.answerShape(format.expected);
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

/** A word of an answer: an outcome's code, or the game's own word (`naming.answerWord`). */
const answerWord = (naming, said) => (naming.answerWord ? naming.answerWord(said) : t(`outcome.${said}`));

/**
 * One paragraph for a verdict `{ verdict, wrong, first, format }` of game `info`: the first
 * mistake named as the game names it (`naming.mistakeName`, else its state's name), and what
 * else the game says of it (`naming.checkNote`, such as wrong queries off the board).
 */
export function verdictText(verdict, naming, info) {
  if (verdict.verdict === 'format') return t('check.format', { problem: formatText(verdict.format, naming) });
  if (verdict.verdict === 'accepted') return t('check.accepted', { words: verdict.words });
  const { first } = verdict;
  const text = t('check.wrong', {
    wrong: verdict.wrong,
    words: verdict.words,
    line: first.line,
    word: first.word,
    name: naming.mistakeName ? naming.mistakeName(first) : (naming.checkedName ?? naming.stateName)(first.state, info),
    said: answerWord(naming, first.said),
    truth: answerWord(naming, first.truth),
    proof: t('check.proof', { lines: naming.proofSentences(first, info).filter(Boolean) }),
  });
  const note = naming.checkNote?.(verdict, info);
  return note ? `${text} ${note}` : text;
}
