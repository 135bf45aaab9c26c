// What the page writes of itself: the address as the page changes, the link to share (Copy
// link, Save's files), and the embed code and an embed's heading. Each is made from the
// active slot and the focus, so a link opens what was shown (links.js reads it back).

import { longGameParams } from '../games/registry.js';
import { language, t } from '../i18n/index.js';
import { say } from '../i18n/live.js';
import { linkFor } from './url.js';
import { ADDRESS_LIMIT } from './address.js';
import { embedAddress, embedCode } from './embed.js';
import { remembered } from './slots.js';
import { packShorter } from './packed.js';

/** Links for `page` ({ slot, embedded }); `focus` gives the pin, `locale` the words' parameters. */
export function createShare(doc, win, page, { focus, locale }) {
  /**
   * The game's own link parameters and their length, made once per game started; a long
   * list among them (a graph's edges) is packed where that is shorter (ui/packed.js).
   */
  function gameLink(s) {
    return remembered(s, 'link', [s.values], () => {
      // A game that can tell its link is too long without building it (a pasted judge-size
      // graph) is spared building it here: Copy link builds it when asked.
      if (!s.game.linkFits(s.values, ADDRESS_LIMIT)) return { params: null, length: Infinity };
      const params = packShorter(s.game.urlParams(s.values));
      return { params, length: params.reduce((sum, [key, value]) => sum + key.length + value.length + 2, 0) };
    });
  }

  /**
   * The address of what is shown: the game, the step and pinned target when set, and how the
   * page speaks and counts (always the language in a link to share).
   */
  function addressParams(s, { shared = false } = {}) {
    const params = [...(gameLink(s).params ?? packShorter(s.game.urlParams(s.values)))];
    if (s.run.steps > 0) params.push(['step', s.run.done ? 'end' : String(s.run.steps)]);
    if (focus.state.pinned) params.push(['pin', s.game.pinName(focus.state.pinned, s.info)]);
    const words = shared ? locale.linkParams(s.game.numbered) : locale.params(s.game.numbered);
    return [...params, ...(s.panel.address?.() ?? []), ...words];
  }

  /** The parameters of a link to share what `s` shows. */
  const sharedParams = (s) => addressParams(s, { shared: true });
  /** The query and fragment of a link to share what `s` shows. */
  const sharedSearch = (s) => linkFor(sharedParams(s));

  /**
   * The address written as the page changes: what is shown, or for a game whose link is too
   * long to write on every change, its marker (and how the page speaks).
   */
  function shownSearch(s) {
    if (gameLink(s).length <= ADDRESS_LIMIT) {
      const link = linkFor(addressParams(s));
      if (link.length <= ADDRESS_LIMIT) return link;
    }
    return linkFor([...longGameParams(s.game.id), ...locale.params(s.game.numbered)]);
  }

  /** An embed's heading names the game; at rest, its link to the full page opens the view shown. */
  function showEmbedded(s, atRest) {
    const heading = t('embed.title', remembered(s, 'caption', [s.info, language()], () => s.game.caption(s.info)));
    page.embedded.show({ heading, search: atRest ? sharedSearch(s) : undefined });
  }

  /** Shows the embed code of the view and copies it; "Play on load" adds autoplay. */
  async function copyEmbedCode() {
    const s = page.slot;
    const autoplay = doc.getElementById('embed-autoplay').checked;
    const src = embedAddress(win.location, sharedParams(s), { autoplay });
    const code = embedCode(src, { title: t('embed.title', s.game.caption(s.info)) });
    const box = doc.getElementById('embed-snippet');
    box.value = code;
    box.hidden = false;
    box.select();
    const note = doc.getElementById('save-note');
    try {
      await navigator.clipboard.writeText(code);
      say(note, () => t('embed.copied'));
    } catch {
      say(note, () => t('embed.select'));
    }
  }
  doc.getElementById('embed-code').addEventListener('click', copyEmbedCode);
  // The code shown follows the choice, so what is shown is what was copied.
  doc.getElementById('embed-autoplay').addEventListener('change', () => {
    if (!doc.getElementById('embed-snippet').hidden) copyEmbedCode();
  });

  return { sharedSearch, shownSearch, showEmbedded };
}
