// @ts-check
// The "Who wins?" card: one query (n, m) over the judge's whole range (0 to 5000), answered
// at once from the fast sieve without animating anything. Each answer is also logged, and a
// query inside the grid is pinned on the board.

import { createForm } from '../../ui/form.js';
import { FieldProblems } from '../../engine/problems.js';
import { say } from '../../i18n/live.js';
import { verdictText, winnerText } from './text.js';

/** The sample's five queries. */
export const SAMPLE_QUERIES = Object.freeze([[2, 3], [3, 5], [5, 7], [7, 5], [7, 7]]);

/** The sample's queries as a judge input: T, then a line `n m` per query. */
export const sampleInput = () => [String(SAMPLE_QUERIES.length), ...SAMPLE_QUERIES.map(([n, m]) => `${n} ${m}`)].join('\n');
const LOG_LIMIT = 12;

export function createQueryPanel(doc, { queries, pin }) {
  const verdict = doc.getElementById('verdict');
  const log = doc.getElementById('query-log');

  function record(answer) {
    const item = doc.createElement('li');
    say(item, () => winnerText(answer));
    log.prepend(item);
    while (log.children.length > LOG_LIMIT) log.lastElementChild.remove();
  }

  async function ask(values) {
    let answer;
    try {
      answer = await queries.ask({ n: values['pile-n'], m: values['pile-m'] });
    } catch (error) {
      if (!(error instanceof FieldProblems)) throw error;
      // A refused query answers nothing: the verdict of the one before goes with it.
      say(verdict, () => '');
      delete verdict.dataset.winner;
      form.showProblems(error.problems)?.focus();
      return;
    }
    form.clearProblems();
    say(verdict, () => verdictText(answer));
    verdict.dataset.winner = answer.firstWins ? 'Alice' : 'Bob';
    record(answer);
    pin({ n: answer.n, m: answer.m });
  }

  const form = createForm(doc, doc.getElementById('query-form'), ['pile-n', 'pile-m'], ask);

  return {
    /** The sample preset also asks the sample's queries, in order. */
    async presetApplied(name) {
      if (name !== 'sample') return;
      for (const [n, m] of SAMPLE_QUERIES) {
        const values = { 'pile-n': String(n), 'pile-m': String(m) };
        form.fill(values);
        await ask(values);
      }
    },
  };
}
