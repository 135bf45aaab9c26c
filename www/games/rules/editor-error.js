// The refusal's place in the rules editor: the compiler's `{ line, column, length }` (lines
// and columns from 1, counted in characters) as a range of the editor's text, underlined
// until the text is edited, as editing a field clears its message on the page.

import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, WidgetType } from '@codemirror/view';

/** Shows the refusal's place ({ from, to } in the text) or, with null, hides it. */
export const setError = StateEffect.define();

/** A place at the end of a line, or of the program, has no character to underline: a mark of one character's width stands there. */
class EndMark extends WidgetType {
  eq() { return true; }

  toDOM() {
    const mark = document.createElement('span');
    mark.className = 'cm-rules-error cm-rules-error-end';
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = '\u00a0';
    return mark;
  }
}

const errorMark = Decoration.mark({ class: 'cm-rules-error' });
const endMark = Decoration.widget({ widget: new EndMark(), side: 1 });

/** The underline: any edit of the text takes it away. */
export const errorField = StateField.define({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = tr.docChanged ? Decoration.none : marks;
    for (const effect of tr.effects) {
      if (!effect.is(setError)) continue;
      const place = effect.value;
      if (place === null) next = Decoration.none;
      else next = Decoration.set([place.from === place.to ? endMark.range(place.from) : errorMark.range(place.from, place.to)]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Offset in `text` of character `column` (from 1), a character outside the BMP being two code units; at most the text's length. */
function offsetOfColumn(text, column) {
  let offset = 0;
  for (let count = 1; count < column && offset < text.length; count += 1) {
    offset += text.codePointAt(offset) > 0xffff ? 2 : 1;
  }
  return Math.min(offset, text.length);
}

/** A whole number from anything, at least `least`. */
const wholeAtLeast = (value, least) => Math.max(least, Math.trunc(Number(value)) || least);

/**
 * The range of `doc` (a CodeMirror Text) at a refusal's place, clamped to the text; a line
 * past the last is the end of the program.
 */
export function placeRange(doc, { line, column, length }) {
  const lineNumber = wholeAtLeast(line, 1);
  if (lineNumber > doc.lines) return { from: doc.length, to: doc.length };
  const text = doc.line(lineNumber);
  const start = offsetOfColumn(text.text, wholeAtLeast(column, 1));
  const end = start + offsetOfColumn(text.text.slice(start), wholeAtLeast(length, 0) + 1);
  return { from: text.from + start, to: text.from + end };
}
