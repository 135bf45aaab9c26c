// The page's markup, put together at build time. index.html is the shell: the cards every
// game shares, and slots (`<%= parts("legend") %>`) where each registered game's own markup
// goes, in the registry's order. A game's markup is www/games/<id>/parts.html, one piece per
// slot, each opened by `<!-- part: slot -->`; the game switch is written from the registry.
// A game's own styles, www/games/<id>/style.css if it has some, join the page's stylesheet.
// The result is static HTML, as if written by hand: webpack.config.js hands these values to
// html-webpack-plugin, and the unit tests render the page the same way.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import template from 'lodash/template.js';
import { DEFAULT_GAME, GAMES } from '../../www/games/registry.js';
import { t } from '../../www/i18n/index.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHELL = path.join(ROOT, 'index.html');
const OPENING = /^<!-- part: ([a-z-]+) -->$/gm;

/** The slots the shell offers, by name. */
export const slotsOf = (shell) => new Set([...shell.matchAll(/<%= parts\("([a-z-]+)"\) %>/g)].map((m) => m[1]));

/** A game's markup (the text of its parts.html) as [slot, markup] pairs, in the file's order. */
export function splitParts(text) {
  const openings = [...text.matchAll(OPENING)];
  if (text.slice(0, openings[0]?.index ?? text.length).trim() !== '') throw new Error('markup before the first <!-- part: slot -->');
  return openings.map((m, i) => [m[1], text.slice(m.index + m[0].length, openings[i + 1]?.index ?? text.length).trim()]);
}

/** The file that holds game `id`'s own markup. */
export const partsFile = (id) => path.join(ROOT, 'www', 'games', id, 'parts.html');

/** Each slot's markup: every game's piece for it, in the registry's order. */
function gatherParts(slots) {
  const gathered = new Map([...slots].map((slot) => [slot, []]));
  for (const id of Object.keys(GAMES)) {
    for (const [slot, markup] of splitParts(fs.readFileSync(partsFile(id), 'utf8'))) {
      if (!gathered.has(slot)) throw new Error(`${path.relative(ROOT, partsFile(id))}: index.html has no slot "${slot}"`);
      gathered.get(slot).push(markup);
    }
  }
  return gathered;
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The game switch: a button per game, its English name until the page words it. */
const switchButtons = () => Object.keys(GAMES).map((id) => `<button type="button" id="switch-${id}" data-switch="${id}" `
  + `aria-pressed="${id === DEFAULT_GAME}" data-i18n="game.${id}">${escape(t(`game.${id}`))}</button>`).join('\n');

/** Each game's own styles (www/games/<id>/style.css, for the games that have one), in the registry's order. */
export const gameStyles = () => Object.keys(GAMES).map((id) => path.join(ROOT, 'www', 'games', id, 'style.css')).filter((file) => fs.existsSync(file));

/** The values the shell is rendered with. */
export function pageParameters(shell = fs.readFileSync(SHELL, 'utf8')) {
  const gathered = gatherParts(slotsOf(shell));
  return {
    parts: (slot) => {
      if (!gathered.has(slot)) throw new Error(`index.html: no slot "${slot}"`);
      return gathered.get(slot).join('\n');
    },
    switches: switchButtons(),
  };
}

/** The whole page as the build writes it before minifying: the shell with every game's markup. */
export function renderPage() {
  const shell = fs.readFileSync(SHELL, 'utf8');
  return template(shell, { interpolate: /<%=([\s\S]+?)%>/g })(pageParameters(shell));
}
