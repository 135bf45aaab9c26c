// @ts-check
// A test of a problem's format as the Format card shows it, from the engine's reply
// (`FormatTestWire`): each case's params as a line (`n=5, P=[1, 3]`), the settings that apply
// a case's params over the game's, the table's rows (a row per queried state, or one for a
// case whose params are not the game's), and the words of a fault.

import { withSetting } from './url.js';

/**
 * A case's params as the card writes them: `n=5, P=[1, 3]` (empty for none).
 * @param {readonly (readonly [string, string])[]} settings
 */
export const paramsText = (settings) => settings.map(([name, value]) => `${name}=${value}`).join(', ');

/**
 * The settings' form value with a case's params over it, each as `--set NAME=EXPR`.
 * @param {string} text the settings' form value, one `NAME=EXPR` a line
 * @param {readonly (readonly [string, string])[]} settings
 */
export const withCaseParams = (text, settings) => settings.reduce((all, [name, value]) => withSetting(all, name, value), text);

/**
 * The table's rows, in the test's order: `{ kind: 'state', case, params, state, words, outcome,
 * word }` per state listed, `{ kind: 'apply', case, params, settings }` for a case whose params
 * are not the game's, `{ kind: 'outside', case, params }` for a case asking about a state past
 * the game's. `case` counts from 1.
 * @param {{ cases: any[] }} reply
 */
export function formatRows(reply) {
  const rows = [];
  reply.cases.forEach((c, i) => {
    const head = { case: i + 1, params: paramsText(c.settings) };
    if (!c.same) rows.push({ kind: 'apply', ...head, settings: c.settings });
    else if (c.error !== null) rows.push({ kind: 'outside', ...head });
    else {
      for (const s of c.states) {
        rows.push({
          kind: 'state', ...head, state: s.state, words: s.words.join(', '), outcome: s.outcome, word: s.word,
        });
      }
    }
  });
  return rows;
}

/** The cases of the reply whose params are not the game's. @param {{ cases: any[] }} reply */
export const casesElsewhere = (reply) => reply.cases.filter((c) => !c.same).length;

/**
 * The key and values of a fault's words (`rulesFormat.fault.<code>`), its line when it has one.
 * @param {{ code: string, line: number | null, word: string | null, count: number | null, case: number | null, name: string | null }} error
 */
export const faultWords = (error) => ({
  key: `rulesFormat.fault.${error.code}`,
  values: {
    line: error.line, word: error.word, count: error.count, case: error.case, name: error.name,
  },
});
