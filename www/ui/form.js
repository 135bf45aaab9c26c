// A form of text fields whose problems are shown once, beside their field: the message sits
// in `#<id>-error`, the input gets aria-invalid and is described by the message, and editing
// the field clears its message. No wasm and no game rules here: problems arrive as data.

/** Wires `form` (an element) with the inputs named by `ids`; `submit(values)` on submit. */
export function createForm(doc, form, ids, submit) {
  const inputs = Object.fromEntries(ids.map((id) => [id, doc.getElementById(id)]));
  const messages = Object.fromEntries(ids.map((id) => [id, doc.getElementById(`${id}-error`)]));

  const clear = (id) => {
    inputs[id].removeAttribute('aria-invalid');
    messages[id].textContent = '';
  };
  for (const id of ids) {
    inputs[id].setAttribute('aria-describedby', `${id}-error`);
    inputs[id].addEventListener('input', () => clear(id));
  }

  const read = () => Object.fromEntries(ids.map((id) => [id, inputs[id].value]));

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
        inputs[id].value = values[id];
        clear(id);
      }
    },
    /** Shows every problem beside its field and clears the others. Returns the first field at fault. */
    showProblems(problems) {
      ids.forEach(clear);
      const mine = problems.filter((p) => ids.includes(p.field));
      for (const { field, message } of mine) {
        inputs[field].setAttribute('aria-invalid', 'true');
        messages[field].textContent = message;
      }
      return mine.length > 0 ? inputs[mine[0].field] : null;
    },
    clearProblems: () => ids.forEach(clear),
  };
}
