// A refused field's problem in the page's language: by its code and values when the engine
// gave them and the catalogue has words for it, else in the engine's own words.

import { hasWords, t } from '../i18n/index.js';

export function problemWords(problem) {
  const key = problem.code ? `problem.${problem.code}` : null;
  return key && hasWords(key) ? t(key, problem) : problem.message;
}
