// @ts-check
// "Load a judge input" (in the Check tool): a pasted judge input, one game or T cases, read
// by the engine into the form's fields, the case asked for loaded as the current game.

import { FieldProblems } from '../../engine/problems.js';
import { createForm } from '../../ui/form.js';
import { t } from '../../i18n/index.js';
import { say } from '../../i18n/live.js';

export function createInputPanel(doc, hooks) {
  const inputForm = createForm(doc, doc.getElementById('input-form'), ['judge-input', 'judge-case'], async (values) => {
    let game;
    try {
      game = await hooks.queries.parseInput({ text: values['judge-input'], case: values['judge-case'] });
    } catch (error) {
      if (!(error instanceof FieldProblems)) throw error;
      inputForm.showProblems(error.problems);
      return;
    }
    say(doc.getElementById('judge-cases'), () => (game.cases > 1 ? t('check.cases', { count: game.cases }) : ''));
    hooks.load({ n: game.n, s1: game.s1, s2: game.s2 });
  });
}
