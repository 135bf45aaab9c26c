// A refused field's problem in the page's language, worded from its code and values (Rust's
// `ProblemWire`, or a problem the page finds itself) by the catalogue's `problem.<code>`.

import { currentNumbering } from '../model/states.js';
import { t } from '../i18n/index.js';

export const problemWords = (problem) => t(`problem.${problem.code}`, { ...problem, numbering: currentNumbering() });
