// The rule language (`retrograde rules`, README "The language") for the code editor: its
// tokens as src/rules/lex.rs reads them (keywords, integers, names, texts "..." and characters
// 'c', which may hold `#`, the symbols longest first, `#` comments to the end of the line), named as highlighting tags, plus the names a program
// declares (after `param`, `state` and `for`) and the built-in functions. A character the
// lexer refuses is marked invalid, as the compiler would refuse it. A problem's format lines
// (`cases`, `input`, `limit`, `answer`: src/rules/problem/read.rs) are read word by word as
// that reader reads them: their own keywords, numbers such as `10^6`, ranges and answer words.

import { StreamLanguage, HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/** The words a name cannot be (src/rules/lex.rs, KEYWORDS). */
export const KEYWORDS = Object.freeze([
  'param', 'state', 'move', 'for', 'in', 'if', 'lose', 'win', 'when', 'and', 'or', 'not', 'where', 'draw',
]);

/** The functions an expression may call (README: min, max, abs, len; any and all over
 *  generators; sum as a move's target). */
export const BUILTINS = Object.freeze(['min', 'max', 'abs', 'len', 'any', 'all', 'sum']);

/** Symbols, longest first so that `..` and `<=` win over `.` and `<` (src/rules/lex.rs, SYMBOLS). */
export const SYMBOLS = Object.freeze([
  '..', '==', '!=', '<=', '>=', '+', '-', '*', '/', '%', '(', ')', '[', ']', '{', '}', ',', '<', '>', '=',
]);

/** The first words of a problem's format lines (src/rules/problem/mod.rs, KEYWORDS). */
export const FORMAT_KEYWORDS = Object.freeze(['cases', 'input', 'limit', 'answer']);
/** The other words a format line gives a meaning: a range, the part stress tries, a list's
 *  distinct values, a string of letters over a range of states. */
const FORMAT_WORDS = new Set(['in', 'try', 'distinct', 'for']);

const KEYWORD_SET = new Set(KEYWORDS);
const BUILTIN_SET = new Set(BUILTINS);
const BRACKETS = { '(': 'paren', ')': 'paren', '[': 'squareBracket', ']': 'squareBracket', '{': 'brace', '}': 'brace' };
/** Keywords after which a name is declared: `param N`, `state n in`, `for k in`. */
const DECLARING = new Set(['param', 'state', 'for']);

/** The tag of a symbol. */
const symbolTag = (symbol) => BRACKETS[symbol] ?? (symbol === ',' ? 'separator' : 'operator');

/**
 * The line's state: whether the next name is one being declared, and whether the line is
 * listing declarations (after `state` or `for`, until `if`), where each name after a comma
 * outside brackets is declared too; `depth` counts open brackets, inside which a line may wrap.
 */
export const startState = () => ({
  declaring: false, listing: false, depth: 0, format: false, answering: false,
});

/** Whether `line` is a format line: its first word is a format keyword. */
const isFormatLine = (line) => FORMAT_KEYWORDS.includes(line.trim().split(/\s+/)[0]);

/** One token of a format line: its keywords, the words an answer prints, numbers, ranges. */
function formatToken(stream, state) {
  if (stream.match(/^[0-9]+(\^[0-9]+)?/)) return 'integer';
  if (stream.match(/^[A-Za-z_][A-Za-z0-9_]*/)) {
    const text = stream.current();
    if (FORMAT_KEYWORDS.includes(text) && stream.start === stream.string.search(/\S/)) {
      state.answering = text === 'answer';
      return 'keyword';
    }
    if (FORMAT_WORDS.has(text)) {
      state.answering = false;
      return 'keyword';
    }
    if (text === 'len' && stream.match(/^\(/, false)) return 'variableName.standard';
    return state.answering ? 'string' : 'variableName';
  }
  const found = ['..', '-', '(', ')'].find((s) => stream.match(s));
  if (found) return found.length === 1 && found !== '-' ? 'paren' : 'operator';
  stream.next();
  return 'invalid';
}

function word(stream, state) {
  stream.match(/^[A-Za-z0-9_]*/);
  const text = stream.current();
  if (KEYWORD_SET.has(text)) {
    state.declaring = DECLARING.has(text);
    if (state.declaring) state.listing = true;
    if (text === 'if') state.listing = false;
    return 'keyword';
  }
  const declared = state.declaring;
  state.declaring = false;
  if (declared) return 'variableName.definition';
  if (BUILTIN_SET.has(text) && stream.match(/^\s*\(/, false)) return 'variableName.standard';
  return 'variableName';
}

function symbol(stream, state) {
  const found = SYMBOLS.find((s) => stream.match(s));
  if (!found) {
    stream.next();
    return 'invalid';
  }
  if ('([{'.includes(found)) state.depth += 1;
  if (')]}'.includes(found)) state.depth = Math.max(0, state.depth - 1);
  state.declaring = found === ',' && state.listing && state.depth === 0;
  return symbolTag(found);
}

/** Reads one token from `stream` (a StringStream) and returns its tag's name, or null for space. */
export function readToken(stream, state) {
  if (stream.sol() && state.depth === 0) {
    Object.assign(state, startState(), { format: isFormatLine(stream.string) });
  }
  if (stream.eatSpace()) return null;
  if (!state.format && stream.match(/^("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)')/)) {
    state.declaring = false;
    return 'string';
  }
  if (stream.match('#')) {
    stream.skipToEnd();
    return 'lineComment';
  }
  if (state.format) return formatToken(stream, state);
  if (stream.match(/^[0-9]+/)) {
    state.declaring = false;
    return 'integer';
  }
  if (stream.match(/^[A-Za-z_]/)) return word(stream, state);
  return symbol(stream, state);
}

export const rulesLanguage = StreamLanguage.define({
  name: 'rules',
  startState,
  token: readToken,
  copyState: (state) => ({ ...state }),
  languageData: { commentTokens: { line: '#' } },
});

/**
 * The colours of the tokens, from the page's own variables (www/style.css), so the editor
 * follows the page's palette; each holds at least 4.5:1 against the card's background.
 */
export const rulesHighlight = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--accent)', fontWeight: '650' },
  { tag: tags.integer, color: 'var(--ok)' },
  { tag: tags.string, color: 'var(--ok)', fontWeight: '650' },
  { tag: tags.lineComment, color: 'var(--ink-soft)', fontStyle: 'italic' },
  { tag: tags.definition(tags.variableName), color: 'var(--ink)', fontWeight: '650' },
  { tag: tags.standard(tags.variableName), color: 'var(--accent)' },
  { tag: tags.operator, color: 'var(--ink)' },
  { tag: [tags.paren, tags.squareBracket, tags.brace, tags.separator], color: 'var(--ink-soft)' },
  { tag: tags.invalid, color: 'var(--danger)', textDecoration: 'underline wavy' },
]);
