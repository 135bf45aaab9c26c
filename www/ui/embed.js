// The embeddable view, for course notes and slides: the board, the run's controls and the
// narration only, sized to its frame. It is the page itself, opened as `embed.html` (which
// any site may frame) or with `embed=1` (framed by this site only), with the game's usual
// link parameters and a few of its own: `autoplay=1`, `speed=` (steps per second), `loop=1`
// (start over at the end) and `controls=` (which controls to show, by name).

import { SPEEDS } from './transport.js';

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
});

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

/** Shows only what an embed shows. */
export function applyEmbed(doc, options) {
  doc.body.classList.add('embed');
  for (const [name, selectors] of Object.entries(EMBED_CONTROLS)) {
    for (const selector of selectors) {
      for (const element of doc.querySelectorAll(selector)) element.classList.toggle('embed-hidden', !options.controls.has(name));
    }
  }
}

/** The `<iframe>` snippet that embeds `src` (an embed.html address) at a size, with a title. */
export function embedCode(src, { width = 720, height = 540, title }) {
  const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${escape(src)}" width="${width}" height="${height}" title="${escape(title)}" loading="lazy" style="border:0"></iframe>`;
}

/** The address of the embeddable view next to the page at `location`, for `search`. */
export function embedAddress(location, search) {
  const base = location.pathname.replace(/[^/]*$/, '');
  const extra = 'autoplay=1';
  return `${location.origin}${base}embed.html${search ? `${search}&${extra}` : `?${extra}`}`;
}
