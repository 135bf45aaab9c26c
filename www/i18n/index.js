// The page's words: one catalogue per language, every text of the page looked up by key.
// A catalogue entry is a string or a function of named values (so each language words its
// own plurals and order). Static texts in index.html name their key in `data-i18n` (text)
// or `data-i18n-attr` ("title:key;aria-label:key"); `translateDocument` fills them in.

import { EN } from './en.js';
import { ZH } from './zh.js';
import { grouping } from './numbers.js';

/**
 * Each language: its catalogue, the tag `<html lang>` gets (the Chinese catalogue is in
 * simplified characters, hence the script subtag), and how it writes numbers.
 */
const LANGUAGE = Object.freeze({
  en: { words: EN, tag: 'en', number: grouping('en-US') },
  zh: { words: ZH, tag: 'zh-Hans', number: grouping('zh-CN') },
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

/** The words for `key` in the current language, with `values` filled in. */
export function t(key, values = {}) {
  const entry = LANGUAGE[current].words[key] ?? EN[key];
  if (entry === undefined) throw new Error(`no words for "${key}"`);
  return typeof entry === 'function' ? entry(values) : entry;
}

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
