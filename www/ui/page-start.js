// The page's start and its words: opening the game, step, pin and panels' parts a link
// names (links.js), an embed's options, and later switches of language or numbering.
// A link's step is sought as the timeline seeks, through the controller's 'seek' event.

import { gameFromUrl } from '../games/registry.js';
import { translateDocument } from '../i18n/index.js';
import { reword } from '../i18n/live.js';
import { currentNumbering } from '../model/states.js';
import { openLink } from './links.js';
import { markOf } from './opening.js';
import { linkTexts, unreadNotes } from './packed.js';
import { applyEmbed } from './embed.js';
import { linkOf, linkParams } from './url.js';

/**
 * The note for a link whose game never finished starting, or null when it was refused for
 * its values (which wait in the fields, the address held at the link, as any bad link's).
 * A start stopped by Cancel or by the engine breaking is not kept in the address, so a reload
 * never runs it again unasked; after Cancel the fields show the game before too, so the
 * fields, the board and the address all show the last good game.
 */
function stoppedNote(problems) {
  if (problems?.some((problem) => problem.code === 'cancelled')) return { key: 'link.cancelled' };
  const failed = problems?.find((problem) => problem.code === 'engineFailed');
  return failed ? { key: 'link.engineFailed', values: { reason: failed.reason } } : null;
}

/**
 * For `page` ({ slots, slot, embedded }) with `embed` (embed.js's options, or null) and
 * the page's parts (`games`, `controller`, `pinTarget`, `address`, `opening`, `readout`, `transport`,
 * `timeline`, `locale`, `paint()`).
 */
export function createPageStart(doc, win, page, embed, parts) {
  /**
   * Opens the game the address names. A bad link keeps its values in the fields with their
   * problems shown, and the address as it was; the board shows the game's defaults meanwhile.
   */
  async function start() {
    const { games, controller } = parts;
    // Read before any game starts (setting up the games starts their defaults, which clears it).
    const left = parts.opening.left();
    if (embed) page.embedded = applyEmbed(doc, win, embed);
    games.setUpAll();
    const link = linkOf(win.location);
    const params = linkParams(win.location);
    const texts = await linkTexts(params);
    const { game, values, notes } = gameFromUrl(params, texts);
    await games.activate(game.id);
    let shown = [...notes, ...unreadNotes(texts)];
    if (values !== null) page.slot.form.fill(values);
    if (values !== null && left === markOf(game.id, values)) {
      // Told once: a second reload opens the game the address shows (the default one).
      parts.opening.end();
      parts.readout.notes([...parts.locale.notes, ...shown, { key: 'link.interrupted' }]);
      parts.paint();
      return;
    }
    // Marked until its step is reached too: a run to the end can take the tab's memory as well.
    if (values !== null) parts.opening.begin(game.id, values);
    // A link without the game's values (`?step=end`) opens its step and pin on the defaults.
    const problems = values === null ? null : await games.attempt(values);
    if (problems === null) {
      shown = [...shown, ...await openLink(params, {
        seek: (step) => controller.dispatch('seek', { step }), slot: page.slot, pinTarget: parts.pinTarget, texts,
      })];
      // The link's step and panels moved the run by the controller's events, so its mode
      // follows the run already; nothing is reset here, or an End pressed as the game
      // appeared would lose its mode and never be heard to finish (as Apply's does).
      parts.paint();
    } else if (stoppedNote(problems)) {
      shown = [...shown, stoppedNote(problems)];
      if (stoppedNote(problems).key === 'link.cancelled') page.slot.form.fill(page.slot.values);
      parts.paint();
    } else {
      parts.address.hold(link);
    }
    parts.opening.end();
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
