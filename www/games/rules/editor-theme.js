// The rules editor's looks, as the page's own fields look (www/style.css: the textarea, its
// focus ring, its `edited` and invalid states), in the page's CSS variables, which reach into
// the editor's shadow root. The host element carries the form's marks as classes (`edited`,
// `invalid`), read here through `:host(...)`. Sizes are in rem and em, so the page's type
// size carries over.

import { EditorView } from '@codemirror/view';

export const editorTheme = EditorView.theme({
  '&': {
    color: 'var(--ink)',
    backgroundColor: '#fff',
    border: '1px solid #c9c6bc',
    borderRadius: '6px',
    fontSize: '0.82rem',
    minHeight: '9em',
    maxHeight: '28em',
  },
  '&.cm-focused': { outline: '2px solid var(--accent)', outlineOffset: '1px' },
  ':host(.edited) &': { borderColor: '#b07a00', backgroundColor: '#fffbea' },
  ':host(.invalid) &': { borderColor: 'var(--danger)', backgroundColor: '#fff6f5' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.45', overflow: 'auto' },
  '.cm-content': { padding: '5px 0', caretColor: 'var(--ink)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--ink)' },
  '.cm-gutters': {
    backgroundColor: 'var(--paper)', color: 'var(--ink-soft)', borderRight: '1px solid var(--line)', borderRadius: '6px 0 0 6px',
  },
  '.cm-activeLine': { backgroundColor: 'rgba(43, 95, 168, 0.05)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--line)', color: 'var(--ink)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'rgba(43, 95, 168, 0.22)' },
  '.cm-matchingBracket': { backgroundColor: 'rgba(0, 112, 74, 0.16)', outline: '1px solid var(--ok)' },
  '.cm-nonmatchingBracket': { color: 'var(--danger)', outline: '1px solid var(--danger)' },
  '.cm-rules-error': {
    textDecoration: 'underline wavy var(--danger)',
    textDecorationSkipInk: 'none',
    textUnderlineOffset: '3px',
    backgroundColor: 'rgba(179, 38, 30, 0.08)',
  },
  '.cm-rules-error-end': { display: 'inline-block', minWidth: '1ch' },
});
