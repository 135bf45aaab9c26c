// The page's words: one catalogue per language, every text of the page looked up by key.
// A catalogue entry is a string or a function of named values (so each language words its
// own plurals and order). Static texts in the page name their key in `data-i18n` (text)
// or `data-i18n-attr` ("title:key;aria-label:key"); `translateDocument` fills them in.
// A language's catalogue is its shared words (en.js, zh.js) and each game's own (its
// words.en.js, words.zh.js, gathered in games/words.js), every key defined once.

import { EN as SHARED_EN } from './en.js';
import { ZH as SHARED_ZH } from './zh.js';
import { GAME_WORDS } from '../games/words.js';
import { grouping } from './numbers.js';

/**
 * One catalogue from `sources` ([where, words] pairs); a key two of them define is an
 * error, so a game can neither reword a shared text nor another game's by accident.
 */
export function mergeWords(sources) {
  const merged = {};
  const from = {};
  for (const [where, words] of sources) {
    for (const [key, entry] of Object.entries(words)) {
      if (Object.hasOwn(merged, key)) throw new Error(`"${key}" is defined twice: in ${from[key]} and in ${where}`);
      merged[key] = entry;
      from[key] = where;
    }
  }
  return Object.freeze(merged);
}

const catalogue = (language, shared) => mergeWords([
  [`i18n/${language}.js`, shared],
  ...Object.entries(GAME_WORDS).map(([id, words]) => [`games/${id}/words.${language}.js`, words[language]]),
]);

/** Every language's whole catalogue, by the name links use. */
export const CATALOGUES = Object.freeze({ en: catalogue('en', SHARED_EN), zh: catalogue('zh', SHARED_ZH) });
const EN = CATALOGUES.en;

/**
 * Each language: its catalogue, the tag `<html lang>` gets (the Chinese catalogue is in
 * simplified characters, hence the script subtag), and how it writes numbers.
 */
const LANGUAGE = Object.freeze({
  en: { words: EN, tag: 'en', number: grouping('en-US') },
  zh: { words: CATALOGUES.zh, tag: 'zh-Hans', number: grouping('zh-CN') },
});
let current = 'en';

/** The languages the page speaks, by the name links use (`lang=zh`). */
export const LANGUAGES = Object.freeze(Object.keys(LANGUAGE));

export const language = () => current;

/** The BCP 47 tag of the current language, for `<html lang>`. */
export const languageTag = () => LANGUAGE[current].tag;

/** Switches to `name` if the page speaks it; returns whether it did. */
export function setLanguage(name) {
  if (!Object.hasOwn(LANGUAGE, name)) return false;
  current = name;
  return true;
}

/**
 * The language the page speaks for a BCP 47 tag such as `zh-CN`, `zh-Hans`, `en-GB` or `zh`
 * (by its primary subtag), or null.
 */
export function languageOf(tag) {
  const primary = String(tag).trim().toLowerCase().split(/[-_]/)[0];
  return Object.hasOwn(LANGUAGE, primary) ? primary : null;
}

/** The first of the browser's preferred languages (`navigator.languages`) the page speaks, else English. */
export function preferredLanguage(tags) {
  for (const tag of tags ?? []) {
    const name = languageOf(tag);
    if (name) return name;
  }
  return 'en';
}

/**
 * The words for `key` in `name`'s catalogue, with `values` filled in. An entry gets this lookup
 * in its own language too, for the parts that are other entries' (a judge input's problem
 * words the item of whichever game it read by that game's key).
 */
export function wordsIn(name, key, values = {}) {
  const entry = LANGUAGE[name].words[key] ?? EN[key];
  if (entry === undefined) throw new Error(`no words for "${key}"`);
  return typeof entry === 'function' ? entry(values, (part, partValues) => wordsIn(name, part, partValues)) : entry;
}

/** The words for `key` in the current language, with `values` filled in. */
export const t = (key, values = {}) => wordsIn(current, key, values);

/** Sentences one after another, as the current language sets them (English with a space between). */
export const sentences = (list) => list.filter(Boolean).join(t('join.sentences'));

/** Items of a list, as the current language separates them ("a, b" or "a，b"). */
export const items = (list) => list.join(t('join.items'));

/** Whether the catalogues have words for `key`. */
export const hasWords = (key) => EN[key] !== undefined;

/** A whole number in the current language's digits and grouping. */
export function formatNumber(value) {
  return LANGUAGE[current].number(value);
}

/**
 * Fills every `data-i18n` text and `data-i18n-attr` attribute under `root`, with `values`
 * for the entries that depend on them (Berzerk's numbering), and sets `<html lang>`.
 */
export function translateDocument(root, values = {}) {
  for (const element of root.querySelectorAll('[data-i18n]')) element.textContent = t(element.dataset.i18n, values);
  for (const element of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of element.dataset.i18nAttr.split(';')) {
      const [attribute, key] = pair.split(':');
      element.setAttribute(attribute.trim(), t(key.trim(), values));
    }
  }
  if (root.documentElement) root.documentElement.lang = languageTag();
}
