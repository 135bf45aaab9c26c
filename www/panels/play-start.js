// The Play card's start form: the start state and the side you take. One form serves every
// game whose states are a game graph's, so what was typed for a game is kept while another
// has the card, and the form's hint and sides are the shown game's.

import { FieldProblems } from '../engine/problems.js';
import { createForm } from '../ui/form.js';
import { t } from '../i18n/index.js';
import { say } from '../i18n/live.js';

/**
 * Wires `#play-form`; `start(values)` (a promise) on submit, with `play-from` and
 * `play-you`. A start it refuses with FieldProblems is shown beside its field.
 */
export function createPlayStart(doc, naming, start) {
  const $ = (id) => doc.getElementById(id);
  const from = $('play-from');
  const you = $('play-you');
  let typed = null; // the start and side as this game's form last had them

  const form = createForm(doc, $('play-form'), ['play-from'], (values) => {
    start({ ...values, 'play-you': you.value }).catch((error) => {
      if (!(error instanceof FieldProblems)) throw error;
      form.showProblems(error.problems);
    });
  });

  /** The form's start and sides for this game (`info`): its hint, its sides, what was typed. */
  function show(info) {
    from.value = typed?.from ?? naming.startExample(info);
    say($('play-from-hint'), () => naming.startHint());
    you.replaceChildren(...[{ value: '', label: t('play.sideToMove') }, ...naming.sides].map((side) => {
      const option = doc.createElement('option');
      option.value = side.value;
      option.textContent = side.label ?? naming.moverName(side.mover);
      return option;
    }));
    you.value = typed?.you ?? '';
  }

  return {
    show,
    /** A new game: nothing typed for it yet. */
    forget() {
      typed = null;
    },
    /** Keeps what the form holds before another game takes the card. */
    keep() {
      typed = { from: from.value, you: you.value };
    },
    /** The form in the page's new words (and names), keeping what it holds. */
    refresh(info) {
      const kept = { from: from.value, you: you.value };
      show(info);
      from.value = kept.from;
      you.value = kept.you;
    },
    /** The start typed (in the form when `shownHere`, else kept) renamed in the new numbering. */
    renumbered(renumbering, info, shownHere) {
      if (shownHere) from.value = naming.renamed(from.value, renumbering, info);
      else if (typed) typed = { ...typed, from: naming.renamed(typed.from, renumbering, info) };
    },
    /** Fills the form as a link names it (a side unknown, or none, is the side to move); its values. */
    fill(start, side) {
      from.value = start;
      you.value = side ?? '';
      return { 'play-from': start, 'play-you': you.value };
    },
  };
}
