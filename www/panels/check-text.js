// The checker's verdict in words: accepted, a format problem, or the first wrong word with
// its proof and how many words are wrong. Pure, from the engine's verdict; the game's
// `naming` names the state.

import { t } from '../i18n/index.js';

/** One paragraph for a verdict `{ verdict, wrong, first, message }` of game `info`. */
export function verdictText(verdict, naming, info) {
  if (verdict.verdict === 'format') return t('check.format', { message: verdict.message });
  if (verdict.verdict === 'accepted') return t('check.accepted', { words: verdict.words });
  const { first } = verdict;
  return t('check.wrong', {
    wrong: verdict.wrong,
    words: verdict.words,
    line: first.line,
    word: first.word,
    name: naming.stateName(first.state, info),
    said: t(`outcome.${first.said}`),
    truth: t(`outcome.${first.truth}`),
    proof: first.text.replace(/\n/g, ' '),
  });
}
