// "Check an answer", for any game whose states are a game graph's: paste a program's answer
// for the current game and see which words are wrong, the first one proved, the wrong
// states outlined on the board (click one to pin its explanation). The run is put at its
// end first, so the board shows the truth the proof speaks of and every explanation is
// final. One card serves every such game; each game's panel acts only while its game is
// shown, and puts its own label on the answer field. A game whose answer answers a judge
// input of its own (the piles' queries) names that input's field (`naming.checkInput`), sent
// with the answer; input the engine refuses is shown beside its field. A link's answer
// (`answer=` as a list, `answerz=` packed: what `retrograde stress` prints) and input are put
// in the fields and checked as a press of Check would.

import { createForm } from '../ui/form.js';
import { FieldProblems } from '../engine/problems.js';
import { t } from '../i18n/index.js';
import { say } from '../i18n/live.js';
import { verdictText } from './check-text.js';

/** Wrong states listed by name, at most this many. */
const LISTED = 40;

/**
 * @param {Document} doc
 * @param {import('../games/contract.js').PanelHooks} hooks
 * @param {import('../games/contract.js').CheckNaming} naming
 */
export function createCheckPanel(doc, hooks, naming) {
  const result = doc.getElementById('check-result');
  const wrongList = doc.getElementById('check-wrong');
  const field = doc.getElementById('check-answer');
  let info = null;
  let shown = null; // the verdict on the card, to show again when the game is shown again

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
      button.textContent = naming.stateName(state, info);
      return button;
    });
  }

  function showVerdict(verdict) {
    clear();
    shown = verdict;
    if (verdict === null) return;
    result.dataset.verdict = verdict.verdict;
    if (verdict.verdict === 'unread') {
      say(result, () => (verdict.input ? t('check.unreadInput', { name: `${naming.checkInputLink}z` }) : t('check.unreadLink')));
      return;
    }
    result.textContent = verdictText(verdict, naming, info);
    if (verdict.verdict === 'format') return;
    result.dataset.wrong = String(verdict.wrong);
    if (verdict.verdict === 'accepted') return;
    result.dataset.first = naming.stateName(verdict.first.state, info);
    wrongList.replaceChildren(...chips(verdict.wrongStates));
  }

  const marksOf = (verdict) => (verdict?.verdict === 'wrong' ? verdict.wrongStates.map((state) => ({ state, kind: 'wrong' })) : null);

  wrongList.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-state]');
    if (!button || !hooks.active()) return;
    const state = Number(button.dataset.state);
    // A game whose pins are not states (a pile cell) says which target a state is, if any.
    const target = naming.targetOf ? naming.targetOf(state, info) : { state };
    if (target) hooks.pin(target);
  });

  /** The engine's verdict on `values`, or null when it refused the input (shown by its field). */
  async function verdictOn(values) {
    const payload = { answer: values['check-answer'] };
    if (naming.checkInput) payload.input = values[naming.checkInput];
    try {
      const verdict = await hooks.queries.check(payload);
      form.clearProblems();
      return verdict;
    } catch (error) {
      if (!(error instanceof FieldProblems)) throw error;
      form.showProblems(error.problems)?.focus();
      return null;
    }
  }

  async function check(values) {
    if (!hooks.active()) return;
    shown = null;
    say(result, () => t('check.checking'));
    const verdict = await verdictOn(values);
    if (verdict?.verdict === 'wrong') await hooks.runToEnd();
    showVerdict(verdict);
    hooks.decorate({ marks: marksOf(verdict) });
  }

  const fields = naming.checkInput ? [naming.checkInput, 'check-answer'] : ['check-answer'];
  const form = createForm(doc, doc.getElementById('check-form'), fields, check);

  return {
    reset(next) {
      info = next;
      showVerdict(null);
    },
    /** The board's marks for the verdict on the card (for a game whose marks are its own). */
    marks: () => marksOf(shown),
    /** The card is this game's again (or the words changed): its label, placeholder and verdict. */
    shown() {
      doc.getElementById('check-answer-label').textContent = t(naming.checkLabel);
      field.placeholder = naming.checkPlaceholder;
      showVerdict(shown);
    },
    /**
     * Checks the answer a link carries (`texts`' answer, read by the page), as if pasted and
     * checked; one that could not be read is said on the card, and the game stays. Resolves
     * to no notes: what was ignored is on the card.
     */
    async openLink(_params, texts) {
      const answer = texts.get('answer');
      const input = naming.checkInput ? texts.get(naming.checkInputLink) : undefined;
      if (input) form.fill({ [naming.checkInput]: input });
      if (answer === undefined && input === undefined) return [];
      hooks.openTab('check');
      if (answer === null || input === null) {
        showVerdict({ verdict: 'unread', input: input === null });
        return [];
      }
      if (answer === undefined) return [];
      form.fill({ 'check-answer': answer });
      await check(form.read());
      return [];
    },
  };
}
