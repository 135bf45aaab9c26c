// "Check an answer": paste a program's two judge lines for the current game and see which
// words are wrong, the first one proved, the wrong states outlined on the board (click one
// to pin its explanation). Also: load a pasted judge input (one game, or a case of many).

import { stateName } from '../../engine/contract.js';
import { FieldProblems } from '../../engine/problems.js';
import { createForm } from '../../ui/form.js';

/** Wrong states listed by name, at most this many. */
const LISTED = 40;

export function createCheckPanel(doc, hooks) {
  const result = doc.getElementById('check-result');
  const wrongList = doc.getElementById('check-wrong');
  let n = 0;

  function showVerdict(verdict) {
    for (const key of ['verdict', 'wrong', 'first']) delete result.dataset[key];
    result.dataset.verdict = verdict.verdict;
    wrongList.replaceChildren();
    if (verdict.verdict === 'format') {
      result.textContent = `Not in the judge's format: ${verdict.message}`;
      hooks.decorate({ marks: null });
      return;
    }
    result.dataset.wrong = String(verdict.wrong);
    if (verdict.verdict === 'accepted') {
      result.textContent = 'Accepted: every word is right.';
      hooks.decorate({ marks: null });
      return;
    }
    const { first } = verdict;
    result.dataset.first = stateName(first.state, n);
    result.textContent = `Wrong answer: ${verdict.wrong} word${verdict.wrong === 1 ? '' : 's'} wrong. `
      + `First at line ${first.line}, word ${first.word} (${stateName(first.state, n)}): it says ${first.said}, `
      + `the truth is ${first.truth}. Proof: ${first.proof}`;
    wrongList.replaceChildren(...verdict.wrongStates.slice(0, LISTED).map((state) => {
      const button = doc.createElement('button');
      button.type = 'button';
      button.dataset.state = String(state);
      button.textContent = stateName(state, n);
      return button;
    }));
    hooks.decorate({ marks: verdict.wrongStates.map((state) => ({ state, kind: 'wrong' })) });
  }

  wrongList.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-state]');
    if (button) hooks.pin({ state: Number(button.dataset.state) });
  });

  createForm(doc, doc.getElementById('check-form'), ['check-answer'], (values) => {
    showVerdict(hooks.request('check', { answer: values['check-answer'] }));
  });

  const inputForm = createForm(doc, doc.getElementById('input-form'), ['judge-input', 'judge-case'], (values) => {
    let game;
    try {
      game = hooks.request('parseInput', { text: values['judge-input'], case: values['judge-case'] });
    } catch (error) {
      if (!(error instanceof FieldProblems)) throw error;
      inputForm.showProblems(error.problems);
      return;
    }
    doc.getElementById('judge-cases').textContent = game.cases > 1 ? `${game.cases} cases in this input.` : '';
    hooks.load({ n: game.n, s1: game.s1, s2: game.s2 });
  });

  return {
    reset(info) {
      n = info.n;
      for (const key of ['verdict', 'wrong', 'first']) delete result.dataset[key];
      result.textContent = '';
      wrongList.replaceChildren();
    },
  };
}
