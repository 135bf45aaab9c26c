// The code editor of the rules game: CodeMirror over the plain textarea `#rules-source`,
// which stays in the document as the field the form reads, fills and marks (its value, its
// `input` events, its aria-invalid and description, its `edited` class), so the rest of the
// page, links and tests know nothing of the editor. The textarea is hidden from sight, from
// assistive technology and from the tab order; the editor shows line numbers, the rule
// language's tokens (language.js) and the refusal's place underlined (editor-error.js).
// Loaded on demand (a dynamic import), so CodeMirror is a chunk of its own that only the
// rules game fetches.
//
// The editor lives in a shadow root: CodeMirror writes its styles at run time, and the page's
// Content-Security-Policy (style-src 'self') refuses a <style> element; in a shadow root they
// go to a constructed style sheet instead, which the policy allows. The page's colours and
// fonts reach it through its CSS variables and inherited properties. An ARIA reference does
// not cross a shadow root, so the editor carries its label and description as text.

import { Annotation, EditorState, Prec, StateEffect, StateField } from '@codemirror/state';
import {
  EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, syntaxHighlighting } from '@codemirror/language';
import { rulesHighlight, rulesLanguage } from './language.js';
import { editorTheme } from './editor-theme.js';
import { errorField, placeRange, setError } from './editor-error.js';

/** Marks a change that came from the textarea, which must not be echoed back to it. */
const fromTextarea = Annotation.define();

/** The editor's ARIA attributes, from the textarea's label and the form's marks. */
const setAria = StateEffect.define();
const ariaField = StateField.define({
  create: () => ({}),
  update: (aria, tr) => tr.effects.reduce((now, effect) => (effect.is(setAria) ? effect.value : now), aria),
  provide: (field) => EditorView.contentAttributes.from(field),
});

const NATIVE_VALUE = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value');

/** The smallest change that turns `before` into `after`: the common start and end kept. */
function smallestChange(before, after) {
  let from = 0;
  const shorter = Math.min(before.length, after.length);
  while (from < shorter && before.charCodeAt(from) === after.charCodeAt(from)) from += 1;
  let tail = 0;
  while (tail < shorter - from && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail += 1;
  return { from, to: before.length - tail, insert: after.slice(from, after.length - tail) };
}

/** A drop that brings a file, handed to `onFile(file)` rather than typed in at the drop. */
const fileDrop = (onFile) => EditorView.domEventHandlers({
  drop(event) {
    const file = event.dataTransfer?.files?.[0];
    if (!file) return false;
    event.preventDefault();
    onFile(file);
    return true;
  },
});

/** The editor's extensions; `written(text)` hears each change made in the editor, `onFile(file)` a file dropped. */
function extensions(onApply, written, onFile) {
  return [
    fileDrop(onFile),
    lineNumbers(), highlightActiveLineGutter(), highlightActiveLine(), drawSelection(), history(), bracketMatching(),
    // The side panel is narrow and a state line long: lines wrap rather than scroll sideways.
    EditorView.lineWrapping,
    rulesLanguage, syntaxHighlighting(rulesHighlight), editorTheme, errorField, ariaField,
    Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => { onApply(); return true; } }])),
    // Tab is left to the page, so it goes on to the next control (no trap): Ctrl+] and Ctrl+[ indent.
    keymap.of([...defaultKeymap, ...historyKeymap]),
    EditorView.updateListener.of((update) => {
      if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromTextarea))) written(update.state.doc.toString());
    }),
  ];
}

/**
 * Mounts the editor over `textarea`. `onApply()` runs on Ctrl+Enter (Cmd+Enter on a Mac),
 * `onFile(file)` when a file is dropped on it (by default, nothing is done with it);
 * `label` names the editor for assistive technology, else the text of the textarea's <label>
 * does (in the page's language of the moment).
 * Returns { showError({ line, column, length }), clearError(), focus(), destroy() }.
 * @param {HTMLElement} textarea
 * @param {{ onApply?: () => void, onFile?: (file: File) => void, label?: string | null }} [options]
 */
export async function mountRulesEditor(textarea, { onApply = () => {}, onFile = () => {}, label = null } = {}) {
  const host = textarea.ownerDocument.createElement('div');
  host.className = 'rules-editor';
  const root = host.attachShadow({ mode: 'open' });
  textarea.after(host);
  const written = (text) => {
    NATIVE_VALUE.set.call(textarea, text);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const view = new EditorView({
    root,
    parent: root,
    state: EditorState.create({ doc: NATIVE_VALUE.get.call(textarea), extensions: extensions(onApply, written, onFile) }),
  });
  const showError = (place) => {
    const range = placeRange(view.state.doc, place ?? {});
    view.dispatch({ effects: [setError.of(range), EditorView.scrollIntoView(range.from, { y: 'nearest' })] });
  };
  const clearError = () => view.dispatch({ effects: setError.of(null) });
  const undo = [
    followValue(textarea, view), hideTextarea(textarea), followMarks(textarea, host, view, label, clearError),
    followProblems(textarea, showError), keepToEditor(textarea, host, view),
  ];
  return {
    showError,
    clearError,
    focus: () => view.focus(),
    destroy() {
      for (const step of undo) step();
      view.destroy();
      host.remove();
    },
  };
}

/**
 * The form's problem for the textarea (ui/form.js sends it as a `problem` event) underlined
 * at its place, when it has one in the program (a setting's problem is placed in the setting).
 * Returns the undoing.
 */
function followProblems(textarea, showError) {
  const show = (event) => {
    const problem = event.detail;
    if (Number.isFinite(problem?.line) && !problem.setting) showError(problem);
  };
  textarea.addEventListener('problem', show);
  return () => textarea.removeEventListener('problem', show);
}

/**
 * The textarea's value, set by code (as the form fills a field, with no event) or typed (an
 * `input` event), shows in the editor. Returns the undoing.
 */
function followValue(textarea, view) {
  const show = () => {
    const text = NATIVE_VALUE.get.call(textarea);
    const now = view.state.doc.toString();
    if (text !== now) view.dispatch({ changes: smallestChange(now, text), annotations: fromTextarea.of(true) });
  };
  Object.defineProperty(textarea, 'value', {
    configurable: true,
    get() { return NATIVE_VALUE.get.call(this); },
    set(text) {
      NATIVE_VALUE.set.call(this, text);
      show();
    },
  });
  textarea.addEventListener('input', show);
  return () => {
    delete textarea.value;
    textarea.removeEventListener('input', show);
  };
}

/** Hides the textarea from sight, the tab order and assistive technology, where it can still be set. Returns the undoing. */
function hideTextarea(textarea) {
  const kept = { tabindex: textarea.getAttribute('tabindex'), 'aria-hidden': textarea.getAttribute('aria-hidden') };
  const wasHidden = textarea.classList.contains('visually-hidden');
  textarea.classList.add('visually-hidden', 'behind-editor');
  textarea.setAttribute('tabindex', '-1');
  textarea.setAttribute('aria-hidden', 'true');
  return () => {
    textarea.classList.remove('behind-editor');
    if (!wasHidden) textarea.classList.remove('visually-hidden');
    for (const [name, value] of Object.entries(kept)) {
      if (value === null) textarea.removeAttribute(name);
      else textarea.setAttribute(name, value);
    }
  };
}

/** The text of the elements whose ids `ids` lists (an ARIA reference), joined. */
function textOfIds(doc, ids) {
  return (ids ?? '').split(/\s+/).map((id) => doc.getElementById(id)?.textContent.trim()).filter(Boolean).join(' ');
}

/** The key that applies, as ARIA names it: Cmd+Enter on Apple's systems, Ctrl+Enter elsewhere (CodeMirror's Mod-Enter). */
const APPLY_KEY = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '') ? 'Meta+Enter' : 'Control+Enter';

/** The editor's ARIA attributes now: its name, its key, and the form's marks on the textarea. */
function ariaNow(textarea, label) {
  const aria = {
    'aria-label': label ?? (textarea.labels?.[0]?.textContent.trim() || textarea.getAttribute('aria-label') || ''),
    'aria-keyshortcuts': APPLY_KEY,
  };
  if (textarea.getAttribute('aria-invalid') === 'true') aria['aria-invalid'] = 'true';
  const description = textOfIds(textarea.ownerDocument, textarea.getAttribute('aria-describedby'));
  if (description) aria['aria-description'] = description;
  return aria;
}

/**
 * The form's marks on the textarea (aria-invalid, the message it is described by, the
 * `edited` class) and its label's words (which follow the page's language) show on the
 * editor, the marks as the host's classes `invalid` and `edited`; `cleared()` runs when the
 * form clears the field's problem. Returns the undoing.
 */
function followMarks(textarea, host, view, label, cleared) {
  let shown = '';
  const follow = () => {
    const aria = ariaNow(textarea, label);
    if (host.classList.contains('invalid') && !aria['aria-invalid']) cleared();
    if (JSON.stringify(aria) !== shown) {
      shown = JSON.stringify(aria);
      view.dispatch({ effects: setAria.of(aria) });
    }
    host.classList.toggle('edited', textarea.classList.contains('edited'));
    host.classList.toggle('invalid', aria['aria-invalid'] === 'true');
    for (const id of (textarea.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
      const described = id && textarea.ownerDocument.getElementById(id);
      if (described) observer.observe(described, { subtree: true, childList: true, characterData: true });
    }
  };
  const observer = new MutationObserver(follow);
  observer.observe(textarea, { attributes: true, attributeFilter: ['aria-invalid', 'aria-describedby', 'class'] });
  for (const own of textarea.labels ?? []) observer.observe(own, { subtree: true, childList: true, characterData: true });
  follow();
  return () => observer.disconnect();
}

/**
 * The label, clicked, focuses the editor rather than the hidden textarea; key presses and
 * input in the editor stay there (the page's single-key shortcuts are for when no field is
 * being typed in; the form hears the textarea's own input events), all but Escape, which
 * the page may use to stop a run. Returns the undoing.
 */
function keepToEditor(textarea, host, view) {
  const focusEditor = (event) => {
    event.preventDefault();
    view.focus();
  };
  const labels = [...(textarea.labels ?? [])];
  for (const own of labels) own.addEventListener('click', focusEditor);
  const keep = (event) => {
    if (event.key !== 'Escape') event.stopPropagation();
  };
  host.addEventListener('keydown', keep);
  host.addEventListener('input', keep);
  return () => {
    for (const own of labels) own.removeEventListener('click', focusEditor);
    host.removeEventListener('keydown', keep);
    host.removeEventListener('input', keep);
  };
}
