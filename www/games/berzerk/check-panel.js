// "Check an answer": paste a program's two judge lines for the current game and see which
// words are wrong, the first one proved, the wrong states outlined on the board (click one
// to pin its explanation). The run is put at its end first, so the board shows the truth the
// proof speaks of and every explanation is final. Also: load a pasted judge input (one game,
// or a case of many).

import { stateName } from '../../model/states.js';
import { FieldProblems } from '../../engine/problems.js';
import { createForm } from '../../ui/form.js';
import { t } from '../../i18n/index.js';
import { say } from '../../i18n/live.js';
import { verdictText } from './check-text.js';

/** Wrong states listed by name, at most this many. */
const LISTED = 40;

export function createCheckPanel(doc, hooks) {
  const result = doc.getElementById('check-result');
  const wrongList = doc.getElementById('check-wrong');
  let n = 0;
  let shown = null; // the verdict on show, worded again when the words change

  function clear() {
    for (const key of ['verdict', 'wrong', 'first']) delete result.dataset[key];
    result.textContent = '';
    wrongList.replaceChildren();
  }

  function chips(states) {
    return states.slice(0, LISTED).map((state) => {
      const button = doc.createElement('button');
      button.type = 'button';
      button.dataset.state = String(state);
      button.textContent = stateName(state, n);
      return button;
    });
  }

  /** The verdict's words and the wrong states' names. */
  function describe(verdict) {
    clear();
    shown = verdict;
    result.dataset.verdict = verdict.verdict;
    result.textContent = verdictText(verdict, n);
    if (verdict.verdict === 'format') return;
    result.dataset.wrong = String(verdict.wrong);
    if (verdict.verdict === 'accepted') return;
    result.dataset.first = stateName(verdict.first.state, n);
    wrongList.replaceChildren(...chips(verdict.wrongStates));
  }

  function showVerdict(verdict) {
    describe(verdict);
    const marks = verdict.verdict === 'wrong' ? verdict.wrongStates.map((state) => ({ state, kind: 'wrong' })) : null;
    hooks.decorate({ marks });
  }

  wrongList.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-state]');
    if (button) hooks.pin({ state: Number(button.dataset.state) });
  });

  createForm(doc, doc.getElementById('check-form'), ['check-answer'], async (values) => {
    shown = null;
    say(result, () => t('check.checking'));
    const verdict = await hooks.request('check', { answer: values['check-answer'] });
    if (verdict.verdict === 'wrong') await hooks.runToEnd();
    showVerdict(verdict);
  });

  const inputForm = createForm(doc, doc.getElementById('input-form'), ['judge-input', 'judge-case'], async (values) => {
    let game;
    try {
      game = await hooks.request('parseInput', { text: values['judge-input'], case: values['judge-case'] });
    } catch (error) {
      if (!(error instanceof FieldProblems)) throw error;
      inputForm.showProblems(error.problems);
      return;
    }
    say(doc.getElementById('judge-cases'), () => (game.cases > 1 ? t('check.cases', { count: game.cases }) : ''));
    hooks.load({ n: game.n, s1: game.s1, s2: game.s2 });
  });

  return {
    reset(info) {
      n = info.n;
      shown = null;
      clear();
    },
    /** The verdict in the page's new words (and names, in its numbering). */
    refresh() {
      if (shown) describe(shown);
    },
  };
}
