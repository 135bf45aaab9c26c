// How the page speaks and counts: its language (`lang=en` or `lang=zh` in a link, else the
// first of the browser's languages it speaks) and Berzerk's numbering (objects 1..n, as on
// Codeforces, or positions 0..n−1 with `numbering=0`, as in the multi-case statement).
// Both are chosen in the page (#lang, #numbering) without losing the run; the page
// (page-start.js) re-words everything when either changes.

import {
  LANGUAGES, language, preferredLanguage, setLanguage,
} from '../i18n/index.js';
import { currentNumbering, setNumbering } from '../model/states.js';
import { fontsFor } from './fonts.js';
import { linkParams } from './url.js';

/** `numbering=` values in links, and the numbering each names. */
const NUMBERINGS = Object.freeze({ 1: 'object', 0: 'position' });

/**
 * Reads `lang=` and `numbering=` from a link; `browser` is `navigator.languages`. Returns
 * what was chosen and the notes for values that name nothing.
 */
export function readLocale(params, browser) {
  const notes = [];
  const asked = params.get('lang');
  const known = asked !== null && LANGUAGES.includes(asked);
  if (asked !== null && !known) notes.push({ key: 'link.badLang', values: { value: asked } });
  const counting = params.get('numbering');
  const numbered = counting !== null && Object.hasOwn(NUMBERINGS, counting);
  if (counting !== null && !numbered) notes.push({ key: 'link.badNumbering', values: { value: counting } });
  return {
    language: known ? asked : preferredLanguage(browser),
    explicit: known,
    numbering: numbered ? NUMBERINGS[counting] : 'object',
    notes,
  };
}

/** The `numbering=` parameter of a numbering: only the 0-based one is written, 1..n being the default. */
export const numberingParams = (numbering) => (numbering === 'position' ? [['numbering', '0']] : []);

/**
 * Wires the two switches. `changed()` re-words the page after a switch (of language, once the
 * language's fonts are in); `renumbered(from)`
 * comes first when the numbering changed (from the numbering named), so fields holding state
 * names can be rewritten.
 */
export function createLocale(doc, win, { changed, renumbered }) {
  const chosen = readLocale(linkParams(win.location), win.navigator.languages);
  let explicit = chosen.explicit;
  setLanguage(chosen.language);
  setNumbering(chosen.numbering);
  const languageSwitch = doc.getElementById('lang');
  const numberingSwitch = doc.getElementById('numbering');
  languageSwitch.value = language();
  numberingSwitch.value = currentNumbering();

  languageSwitch.addEventListener('change', async () => {
    const chosen = languageSwitch.value;
    // Its fonts first (ui/fonts.js); a later choice made meanwhile wins.
    await fontsFor(doc, chosen);
    if (languageSwitch.value !== chosen || !setLanguage(chosen)) return;
    explicit = true;
    changed();
  });
  numberingSwitch.addEventListener('change', () => {
    const before = currentNumbering();
    setNumbering(numberingSwitch.value);
    renumbered(before);
    changed();
  });

  return {
    notes: chosen.notes,
    /** The address's part: the language once chosen (by a link or the switch), and the numbering. */
    params: (numbered) => [...(explicit ? [['lang', language()]] : []), ...(numbered ? numberingParams(currentNumbering()) : [])],
    /** A shared link's part: the language always, so whoever opens it reads what was shared. */
    linkParams: (numbered) => [['lang', language()], ...(numbered ? numberingParams(currentNumbering()) : [])],
  };
}
