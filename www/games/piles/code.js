// @ts-check
// The plain sieve as the page shows it, and which lines the latest step executed.

import { t } from '../../i18n/index.js';

export const PILES_CODE = Object.freeze({
  lines: () => [
    t('pilesCode.start'),
    t('pilesCode.scan'),
    t('pilesCode.found'),
    t('pilesCode.why'),
    t('pilesCode.ruleOut'),
    t('pilesCode.done'),
  ],
  active(run) {
    if (!run.last) return [0];
    return run.done ? [1, 2, 3, 4, 5] : [1, 2, 3, 4];
  },
});
