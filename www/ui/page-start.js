// The page's start and its words: opening the game, step, pin and panels' parts a link
// names (links.js), an embed's options, and later switches of language or numbering.
// A link's step is sought as the timeline seeks, through the controller's 'seek' event.

import { gameFromUrl } from '../games/registry.js';
import { translateDocument } from '../i18n/index.js';
import { reword } from '../i18n/live.js';
import { currentNumbering } from '../model/states.js';
import { openLink } from './links.js';
import { linkTexts, unreadNotes } from './packed.js';
import { applyEmbed } from './embed.js';

/**
 * For `page` ({ slots, slot, embedded }) with `embed` (embed.js's options, or null) and
 * the page's parts (`games`, `controller`, `pinTarget`, `address`, `readout`, `transport`,
 * `timeline`, `locale`, `paint()`).
 */
export function createPageStart(doc, win, page, embed, parts) {
  /**
   * Opens the game the address names. A bad link keeps its values in the fields with their
   * problems shown, and the address as it was; the board shows the game's defaults meanwhile.
   */
  async function start() {
    const { games, controller } = parts;
    if (embed) page.embedded = applyEmbed(doc, win, embed);
    games.setUpAll();
    const link = win.location.search;
    const params = new URLSearchParams(link);
    const texts = await linkTexts(params);
    const { game, values, notes } = gameFromUrl(params, texts);
    await games.activate(game.id);
    let shown = [...notes, ...unreadNotes(texts)];
    if (values !== null) page.slot.form.fill(values);
    // A link without the game's values (`?step=end`) opens its step and pin on the defaults.
    if (values === null || await games.apply(values)) {
      shown = [...shown, ...await openLink(params, {
        seek: (step) => controller.dispatch('seek', { step }), slot: page.slot, pinTarget: parts.pinTarget, texts,
      })];
      // The link's step and panels moved the run by the controller's events, so its mode
      // follows the run already; nothing is reset here, or an End pressed as the game
      // appeared would lose its mode and never be heard to finish (as Apply's does).
      parts.paint();
    } else {
      parts.address.hold(link);
    }
    parts.readout.notes([...parts.locale.notes, ...shown]);
    if (embed?.speedIndex !== null && embed?.speedIndex !== undefined) parts.transport.setSpeed(embed.speedIndex);
    if (embed?.autoplay) controller.dispatch('play');
  }

  /**
   * After a switch of language or numbering: every text in the new words, the run, the pin,
   * the zoom and the panels' state as they were.
   */
  function relabel() {
    translateDocument(doc, { numbering: currentNumbering() });
    reword();
    parts.transport.refresh();
    for (const s of Object.values(page.slots)) {
      s.form.reword();
      s.panel.refresh?.();
    }
    const s = page.slot;
    if (!s || !s.info) return;
    parts.timeline.reset(s.timeline, s.game);
    parts.paint();
  }

  /** Before the words change with the numbering: state names typed in the panels follow it. */
  function renumbered(from) {
    for (const s of Object.values(page.slots)) if (s.info) s.panel.renumbered?.(from, s.info);
  }

  return { start, relabel, renumbered };
}
