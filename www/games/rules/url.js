// @ts-check
// The rule game in links: `?game=rules#src=<program>` carries the program as it is, or
// `srcz=` its text packed (ui/packed.js: the page unpacks it and packs a long program
// itself), after `#` as every game's text (ui/url.js; an old link's `?src=` reads the
// same); each `set=NAME:EXPR` (repeatable) replaces a param's value, as the command's
// `--set NAME=EXPR`. `step=` and `pin=` (values joined by commas: `pin=3,5`) are read as
// for the other games.

import { RULES_PRESETS } from './presets.js';

export const SOURCE_FIELD = 'rules-source';
export const SETTINGS_FIELD = 'rules-set';
export const DEFAULT_SOURCE = RULES_PRESETS.subtraction;

/**
 * The settings a form value holds, one `NAME=EXPR` a line (blank lines left out).
 * @param {string} text
 * @returns {string[]}
 */
export const settingsOf = (text) => String(text ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

/**
 * The settings' form value with the param `name` set to `value` (kept in its place when it
 * was set before, added last otherwise).
 * @param {string} text
 * @param {string} name
 * @param {string} value
 */
export function withSetting(text, name, value) {
  const line = `${name}=${value.trim()}`;
  const settings = settingsOf(text);
  const at = settings.findIndex((setting) => setting.split('=', 1)[0].trim() === name);
  if (at >= 0) settings[at] = line;
  else settings.push(line);
  return settings.join('\n');
}

/**
 * The game a query string names ({ 'rules-source', 'rules-set' }), or null for another game:
 * the packed program when the page could read it (`texts`' `src`), else `src=`, else the
 * default (a packed program that could not be read leaves the default, and the link's note
 * says so); `set=NAME:EXPR` items become `NAME=EXPR` lines.
 * @param {URLSearchParams} params
 * @param {Map<string, string | null>} texts
 */
export function readRulesUrl(params, texts = new Map()) {
  if (params.get('game') !== 'rules') return null;
  const packed = texts.get('src');
  const source = typeof packed === 'string' ? packed : params.get('src');
  const settings = params.getAll('set').map((item) => {
    const colon = item.indexOf(':');
    return colon < 0 ? item : `${item.slice(0, colon)}=${item.slice(colon + 1)}`;
  });
  return {
    [SOURCE_FIELD]: source === null || packed === null ? DEFAULT_SOURCE : source,
    [SETTINGS_FIELD]: settings.join('\n'),
  };
}

/**
 * The query parameters of a game: the program (packed by the page when that is shorter)
 * and a `set=` per setting.
 * @param {Readonly<Record<string, string>>} values
 * @returns {string[][]}
 */
export function rulesUrlParams(values) {
  const settings = settingsOf(values[SETTINGS_FIELD]).map((setting) => {
    const equals = setting.indexOf('=');
    return ['set', equals < 0 ? setting : `${setting.slice(0, equals).trim()}:${setting.slice(equals + 1).trim()}`];
  });
  return [['game', 'rules'], ['src', String(values[SOURCE_FIELD])], ...settings];
}
