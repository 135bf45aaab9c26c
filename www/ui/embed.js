// The embeddable view, for course notes and slides: the board, the run's controls and the
// narration only, sized to its frame. It is the page itself, opened as `embed.html` (which
// any site may frame) or with `embed=1` (framed by this site only), with the game's usual
// link parameters and a few of its own: `autoplay=1`, `speed=` (steps per second), `loop=1`
// (start over at the end), `controls=` (which controls to show, by name) and `narration=`
// (1 or 0: shown or not at first; without it, shown when the frame is wider than tall).

import { SPEEDS } from './transport.js';
import { linkFor } from './url.js';

/** The controls an embed can show, by name, and their elements. */
export const EMBED_CONTROLS = Object.freeze({
  back: ['#back'],
  step: ['#step'],
  play: ['#play'],
  end: ['#end'],
  reset: ['#reset'],
  speed: ['.speed'],
  timeline: ['.timeline-row', '#timeline-key'],
  status: ['.status-line'],
  narration: ['#embed-narration'],
});

/** Frames with room for the narration beside the board (which is about square) at first. */
const ROOMY = '(min-aspect-ratio: 6/5) and (min-width: 540px)';

/** The embed's options from the page's address, or null when the page is not embedded. */
export function embedOptions(pathname, params) {
  const embedded = /(^|\/)embed\.html$/.test(pathname) || params.get('embed') === '1';
  if (!embedded) return null;
  const listed = params.get('controls');
  const names = listed === null ? Object.keys(EMBED_CONTROLS) : listed.split(',').map((s) => s.trim()).filter((s) => s in EMBED_CONTROLS);
  const speed = Number(params.get('speed'));
  return {
    autoplay: params.get('autoplay') === '1',
    loop: params.get('loop') === '1',
    speedIndex: Number.isFinite(speed) && speed > 0 ? nearestSpeed(speed) : null,
    controls: new Set(names),
    narration: { 1: true, 0: false }[params.get('narration')] ?? null,
  };
}

/** The slider position whose speed is nearest `stepsPerSecond`. */
export function nearestSpeed(stepsPerSecond) {
  let best = 0;
  SPEEDS.forEach((s, i) => {
    if (Math.abs(Math.log(s / stepsPerSecond)) < Math.abs(Math.log(SPEEDS[best] / stepsPerSecond))) best = i;
  });
  return best;
}

/**
 * Shows only what an embed shows, with a heading for screen readers, the narration's switch
 * and the link to the full page. Returns `show({ heading, search })`, which the page calls
 * as the run moves: the heading names the game, the link opens the view `search` describes.
 */
export function applyEmbed(doc, win, options) {
  doc.body.classList.add('embed');
  for (const [name, selectors] of Object.entries(EMBED_CONTROLS)) {
    for (const selector of selectors) {
      for (const element of doc.querySelectorAll(selector)) element.classList.toggle('embed-hidden', !options.controls.has(name));
    }
  }
  const heading = doc.createElement('h1');
  heading.id = 'embed-heading';
  heading.className = 'visually-hidden';
  doc.body.prepend(heading);
  doc.getElementById('embed-bar').hidden = false;
  // The narration scrolls in a small frame: keyboards can reach it to scroll it.
  doc.querySelector('.story').tabIndex = 0;
  const toggle = doc.getElementById('embed-narration');
  const narrate = (on) => {
    doc.body.classList.toggle('embed-quiet', !on);
    toggle.setAttribute('aria-pressed', String(on));
  };
  narrate(options.narration ?? win.matchMedia(ROOMY).matches);
  toggle.addEventListener('click', () => narrate(toggle.getAttribute('aria-pressed') !== 'true'));
  const open = doc.getElementById('embed-open');
  return {
    show({ heading: text, search }) {
      if (heading.textContent !== text) heading.textContent = text;
      if (search !== undefined) open.href = fullPageAddress(win.location, search);
    },
  };
}

/** The `<iframe>` snippet that embeds `src` (an embed.html address) at a size, with a title. */
export function embedCode(src, { width = 720, height = 540, title }) {
  const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${escape(src)}" width="${width}" height="${height}" title="${escape(title)}" loading="lazy" style="border:0"></iframe>`;
}

/** The directory of the page at `location`, where the full page and the embed both live. */
const folder = (location) => `${location.origin}${location.pathname.replace(/[^/]*$/, '')}`;

/**
 * The address of the embeddable view next to the page at `location`, for the link's `params`
 * ([key, value] pairs, written as url.js's `linkFor` writes them); it plays
 * by itself once loaded only when asked (`autoplay`), so that it opens at the step it shows.
 */
export function embedAddress(location, params, { autoplay = false } = {}) {
  return `${folder(location)}embed.html${linkFor(autoplay ? [...params, ['autoplay', '1']] : params)}`;
}

/** The address of the full page beside the embed at `location`, for `search` (query and fragment). */
export function fullPageAddress(location, search) {
  return `${folder(location)}${search}`;
}
