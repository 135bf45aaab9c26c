// The page's words: one catalogue per language, every text of the page looked up by key.
// A catalogue entry is a string or a function of named values (so each language words its
// own plurals and order). Static texts in index.html name their key in `data-i18n` (text)
// or `data-i18n-attr` ("title:key;aria-label:key"); `translateDocument` fills them in.

import { EN } from './en.js';

const CATALOGUES = { en: EN };
let current = 'en';

/** The languages the page speaks, by BCP 47 tag. */
export const LANGUAGES = Object.freeze(Object.keys(CATALOGUES));

export const language = () => current;

/** Switches to `tag` if the page speaks it; returns whether it did. */
export function setLanguage(tag) {
  if (!CATALOGUES[tag]) return false;
  current = tag;
  return true;
}

/** The words for `key` in the current language, with `values` filled in. */
export function t(key, values = {}) {
  const entry = CATALOGUES[current][key] ?? EN[key];
  if (entry === undefined) throw new Error(`no words for "${key}"`);
  return typeof entry === 'function' ? entry(values) : entry;
}

/** Whether the catalogues have words for `key`. */
export const hasWords = (key) => EN[key] !== undefined;

/** A whole number in the current language's digits and grouping. */
export function formatNumber(value) {
  return Number(value).toLocaleString(current === 'en' ? 'en-US' : current);
}

/** Fills every `data-i18n` text and `data-i18n-attr` attribute under `root`. */
export function translateDocument(root) {
  for (const element of root.querySelectorAll('[data-i18n]')) element.textContent = t(element.dataset.i18n);
  for (const element of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of element.dataset.i18nAttr.split(';')) {
      const [attribute, key] = pair.split(':');
      element.setAttribute(attribute.trim(), t(key.trim()));
    }
  }
}
