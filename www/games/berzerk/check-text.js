// The checker's verdict in words: accepted, a format problem, or the first wrong word with
// its proof and how many words are wrong. Pure, from the engine's verdict.

import { stateName } from '../../model/states.js';
import { t } from '../../i18n/index.js';

/** One paragraph for a verdict `{ verdict, wrong, first, message }` on a circle of n objects. */
export function verdictText(verdict, n) {
  if (verdict.verdict === 'format') return t('check.format', { message: verdict.message });
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
    proof: first.text.replace(/\n/g, ' '),
  });
}
