// A form of text fields whose problems are shown once, beside their field: the message sits
// in `#<id>-error`, the input gets aria-invalid and is described by the message, and editing
// the field clears its message. A field the person typed in that differs from the values last
// applied is marked as edited, so the board and the form never silently disagree; a field
// the page filled (from a link, a preset) is no edit, even before its values are applied. No wasm and no game rules
// here: problems arrive as data, worded in the page's language (and again when it changes).
// The field itself hears its problem, as a `problem` event whose detail is the problem (so
// an editor shown over a field can point at the place a problem names).

import { t } from '../i18n/index.js';
import { say } from '../i18n/live.js';
import { problemWords } from './problem-words.js';

/**
 * Wires `form` (an element) with the inputs named by `ids`; `submit(values)` on submit.
 * `note` (an element, optional) says when fields are edited but not applied. `shorten(id,
 * value)` may give a short text to show instead of a value too long for its field (a
 * browser lays out a textarea of megabytes for seconds): the field then shows it, and reads
 * as the whole value for as long as it is left as shown.
 */
export function createForm(doc, form, ids, submit, { note = null, shorten = () => null } = {}) {
  const inputs = Object.fromEntries(ids.map((id) => [id, doc.getElementById(id)]));
  // A field's message sits in `#<id>-error`, or in the element its `data-error` names.
  const messages = Object.fromEntries(ids.map((id) => [id, doc.getElementById(inputs[id].dataset.error ?? `${id}-error`)]));
  const held = {}; // id -> { shown, value } for fields showing a short text for a long value
  let applied = null;
  const typed = new Set(); // ids typed in since they were last filled or applied
  const listeners = [];

  const clear = (id) => {
    inputs[id].removeAttribute('aria-invalid');
    if (messages[id]) messages[id].textContent = '';
  };
  const valueOf = (id) => (held[id] && inputs[id].value === held[id].shown ? held[id].value : inputs[id].value);
  const read = () => Object.fromEntries(ids.map((id) => [id, valueOf(id)]));
  const editedIds = () => (applied === null ? [] : ids.filter((id) => typed.has(id) && valueOf(id) !== applied[id]));

  function markEdited() {
    const edited = editedIds();
    for (const id of ids) inputs[id].classList.toggle('edited', edited.includes(id));
    // A form whose Enter does not apply (a code editor's adds a line) names its own key (`data-words`).
    if (note) say(note, () => (edited.length > 0 ? t(note.dataset.words || 'form.notApplied') : ''));
    for (const listener of listeners) listener(edited.length > 0);
  }

  for (const id of ids) {
    if (messages[id]) inputs[id].setAttribute('aria-describedby', messages[id].id);
    inputs[id].addEventListener('input', () => {
      typed.add(id);
      clear(id);
      markEdited();
    });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit(read());
  });

  return {
    read,
    /** Fills the fields (missing keys are left as they are) and clears their messages. */
    fill(values) {
      for (const id of ids) {
        if (values[id] === undefined) continue;
        const shown = shorten(id, values[id]);
        held[id] = shown === null ? null : { shown, value: values[id] };
        inputs[id].value = shown ?? values[id];
        typed.delete(id);
        clear(id);
      }
      markEdited();
    },
    /**
     * After the page's words changed: a field still showing the short text of a long value
     * says its "and so many more lines" in the new words (a value is no text `say` can keep).
     */
    reword() {
      for (const id of ids) {
        const kept = held[id];
        if (!kept || inputs[id].value !== kept.shown) continue;
        kept.shown = shorten(id, kept.value);
        inputs[id].value = kept.shown;
      }
    },
    /** Records `values` as what the board shows: fields that differ are marked edited. */
    applied(values) {
      applied = { ...read(), ...values };
      typed.clear();
      markEdited();
    },
    /** Whether a field differs from what was applied. */
    isEdited: () => editedIds().length > 0,
    onEdited: (listener) => listeners.push(listener),
    /** Shows every problem beside its field and clears the others. Returns the first field at fault. */
    showProblems(problems) {
      ids.forEach(clear);
      const mine = problems.filter((p) => ids.includes(p.field));
      for (const problem of mine) {
        inputs[problem.field].setAttribute('aria-invalid', 'true');
        if (messages[problem.field]) say(messages[problem.field], () => problemWords(problem));
        inputs[problem.field].dispatchEvent(new CustomEvent('problem', { detail: problem }));
      }
      return mine.length > 0 ? inputs[mine[0].field] : null;
    },
    clearProblems: () => ids.forEach(clear),
  };
}
