// The code editor of the rules game: CodeMirror over the plain textarea `#rules-source`,
// which stays in the document as the field the form reads, fills and marks (its value, its
// `input` events, its aria-invalid, its `edited` class), so the rest of the page, links and
// tests know nothing of the editor. The textarea is hidden from sight and from the tab order;
// the editor shows line numbers, the rule language's tokens (language.js) and the refusal's
// place underlined. Loaded on demand (a dynamic import), so CodeMirror is a chunk of its own
// that only the rules game fetches.
//
// The editor lives in a shadow root: CodeMirror writes its styles at run time, and the page's
// Content-Security-Policy (style-src 'self') refuses a <style> element; in a shadow root they
// go to a constructed style sheet instead, which the policy allows. The page's colours and
// fonts reach it through its CSS variables and inherited properties.

import { EditorState, Prec, StateEffect, StateField, Annotation } from '@codemirror/state';
import {
  Decoration, EditorView, WidgetType, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, syntaxHighlighting } from '@codemirror/language';
import { rulesHighlight, rulesLanguage } from './language.js';
import { editorTheme } from './editor-theme.js';

/** Marks a change that came from the textarea, which must not be echoed back to it. */
const fromTextarea = Annotation.define();

/** Shows the refusal's place ({ from, to } in the document) or, with null, hides it. */
const setError = StateEffect.define();

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

/** The refusal's underline; any edit of the text takes it away, as editing a field clears its message. */
const errorField = StateField.define({
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

/** Offset in `text` of code point `column` (from 1), as the rule compiler counts columns; at most the text's length. */
function offsetOfColumn(text, column) {
  let offset = 0;
  for (let count = 1; count < column && offset < text.length; count += 1) {
    offset += text.codePointAt(offset) > 0xffff ? 2 : 1;
  }
  return Math.min(offset, text.length);
}

/** The document range of a refusal's place `{ line, column, length }` (lines and columns from 1, in code points), clamped to the text. */
export function placeRange(doc, { line, column, length }) {
  const lineNumber = Math.min(Math.max(1, Math.trunc(Number(line)) || 1), doc.lines);
  const text = doc.line(lineNumber);
  const start = offsetOfColumn(text.text, Math.max(1, Math.trunc(Number(column)) || 1));
  const span = Math.max(0, Math.trunc(Number(length)) || 0);
  const end = start + offsetOfColumn(text.text.slice(start), span + 1);
  return { from: text.from + start, to: text.from + end };
}

/** The smallest change that turns `before` into `after`: the common start and end kept. */
function smallestChange(before, after) {
  let from = 0;
  const shorter = Math.min(before.length, after.length);
  while (from < shorter && before.charCodeAt(from) === after.charCodeAt(from)) from += 1;
  let tail = 0;
  while (tail < shorter - from && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail += 1;
  return { from, to: before.length - tail, insert: after.slice(from, after.length - tail) };
}

const NATIVE_VALUE = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value');
/** The textarea's attributes the editor shows too: the form marks the field, and the editor is what is seen. */
const MIRRORED = ['aria-invalid', 'aria-describedby'];

/**
 * Mounts the editor over `textarea`. `onApply()` runs on Ctrl+Enter (Cmd+Enter on a Mac);
 * `label` names the editor for assistive technology, else the textarea's <label> does.
 * Returns { showError({ line, column, length }), clearError(), focus(), destroy() }.
 */
export async function mountRulesEditor(textarea, { onApply = () => {}, label = null } = {}) {
  const doc = textarea.ownerDocument;
  const host = doc.createElement('div');
  host.className = 'rules-editor';
  const root = host.attachShadow({ mode: 'open' });
  textarea.after(host);

  const writeTextarea = (text) => {
    NATIVE_VALUE.set.call(textarea, text);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const view = new EditorView({
    root,
    parent: root,
    state: EditorState.create({
      doc: NATIVE_VALUE.get.call(textarea),
      extensions: [
        lineNumbers(), highlightActiveLineGutter(), highlightActiveLine(), drawSelection(), history(), bracketMatching(),
        rulesLanguage, syntaxHighlighting(rulesHighlight), editorTheme, errorField,
        Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => { onApply(); return true; } }])),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.contentAttributes.of(labelAttributes(textarea, label)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromTextarea))) writeTextarea(update.state.doc.toString());
        }),
      ],
    }),
  });

  const showText = (text) => {
    const now = view.state.doc.toString();
    if (text !== now) view.dispatch({ changes: smallestChange(now, text), annotations: fromTextarea.of(true) });
  };
  const detach = attachTextarea(textarea, host, view, showText);
  return {
    showError(place) {
      const range = placeRange(view.state.doc, place ?? {});
      view.dispatch({ effects: [setError.of(range), EditorView.scrollIntoView(range.from, { y: 'nearest' })] });
    },
    clearError: () => view.dispatch({ effects: setError.of(null) }),
    focus: () => view.focus(),
    destroy() {
      detach();
      view.destroy();
      host.remove();
    },
  };
}

/** The editor's accessible name: `label` if given, else the textarea's own <label> (which follows the page's language). */
function labelAttributes(textarea, label) {
  if (label) return { 'aria-label': label };
  const own = textarea.labels?.[0];
  if (!own) return { 'aria-label': textarea.getAttribute('aria-label') ?? '' };
  if (!own.id) own.id = `${textarea.id}-label`;
  return { 'aria-labelledby': own.id };
}

/**
 * Keeps the textarea and the editor in step and hands the textarea's place to the editor:
 * a value set by code or typed (an `input` event) shows in the editor, the form's marks show
 * on it, its label focuses the editor, and key presses in the editor stay there (the page's
 * single-key shortcuts are for when no field is being typed in). Returns the undoing.
 */
function attachTextarea(textarea, host, view, showText) {
  Object.defineProperty(textarea, 'value', {
    configurable: true,
    get() { return NATIVE_VALUE.get.call(this); },
    set(text) {
      NATIVE_VALUE.set.call(this, text);
      showText(NATIVE_VALUE.get.call(this));
    },
  });
  const onInput = () => showText(NATIVE_VALUE.get.call(textarea));
  textarea.addEventListener('input', onInput);
  const hidden = { tabindex: textarea.getAttribute('tabindex'), 'aria-hidden': textarea.getAttribute('aria-hidden') };
  const wasHidden = textarea.classList.contains('visually-hidden');
  textarea.classList.add('visually-hidden');
  textarea.setAttribute('tabindex', '-1');
  textarea.setAttribute('aria-hidden', 'true');

  const mirror = () => {
    for (const name of MIRRORED) {
      const value = textarea.getAttribute(name);
      if (value === null) view.contentDOM.removeAttribute(name);
      else view.contentDOM.setAttribute(name, value);
    }
    host.classList.toggle('edited', textarea.classList.contains('edited'));
    host.classList.toggle('invalid', textarea.getAttribute('aria-invalid') === 'true');
  };
  const observer = new MutationObserver(mirror);
  observer.observe(textarea, { attributes: true, attributeFilter: [...MIRRORED, 'class'] });
  mirror();

  const onLabelClick = (event) => {
    event.preventDefault();
    view.focus();
  };
  const labels = [...(textarea.labels ?? [])];
  for (const label of labels) label.addEventListener('click', onLabelClick);
  const keepKeys = (event) => {
    if (event.key !== 'Escape') event.stopPropagation();
  };
  host.addEventListener('keydown', keepKeys);

  return () => {
    delete textarea.value;
    textarea.removeEventListener('input', onInput);
    observer.disconnect();
    for (const label of labels) label.removeEventListener('click', onLabelClick);
    host.removeEventListener('keydown', keepKeys);
    if (!wasHidden) textarea.classList.remove('visually-hidden');
    for (const [name, value] of Object.entries(hidden)) {
      if (value === null) textarea.removeAttribute(name);
      else textarea.setAttribute(name, value);
    }
  };
}
