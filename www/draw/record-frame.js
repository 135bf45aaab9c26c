// One frame of a recording, composed like the saved PNG (board-image.js): the page's title
// and the game above the board, the step counter and the narration below it. The board is
// the game's own view drawn on a canvas of its own; this only places it and writes the
// words around it. Pure drawing from plain data, in CSS pixels scaled to the frame's size.

import { t } from '../i18n/index.js';
import {
  EDGE, FONT, INK, INK_SOFT, PAPER,
} from './palette.js';

const PAD = 14;
const TITLE_PX = 17;
const CAPTION_PX = 13;
const COUNTER_PX = 13;
const NARRATION_PX = 13;
const LEADING = 1.32;
/** Lines of narration a frame has room for; longer narration ends in an ellipsis. */
export const NARRATION_LINES = 3;

/**
 * Where things go in a frame of `width` x `height` device pixels at `scale` device pixels
 * per CSS pixel, with or without the narration and the step counter. The board's box is the
 * same for every frame of a recording, so its view is sized once.
 */
export function frameLayout({ width, height, scale }, { narration, counter }) {
  const w = width / scale;
  const h = height / scale;
  const header = 10 + TITLE_PX * LEADING + CAPTION_PX * LEADING + 6;
  const lines = (counter ? COUNTER_PX * LEADING : 0) + (narration ? NARRATION_LINES * NARRATION_PX * LEADING : 0);
  const footer = lines > 0 ? lines + 16 : 0;
  return {
    width: w,
    height: h,
    scale,
    narration,
    counter,
    header,
    footer,
    text: w - 2 * PAD,
    board: {
      x: 0, y: header, width: w, height: Math.max(1, h - header - footer),
    },
  };
}

/**
 * CJK characters and full-width punctuation: a line may break before any of them, except
 * before closing punctuation, which stays with the character it follows.
 */
const CJK = '\u2e80-\u9fff\u3000-\u303f\uff00-\uffef';
const CLOSING = '，。、：；！？）》」』’”';
const PIECE = new RegExp(`(\\s*)([${CJK}][${CLOSING}]*|[^\\s${CJK}]+)`, 'gu');

/**
 * The pieces a line may break between: words, and each CJK character on its own (Chinese
 * has no spaces); `space` says whether a space came before the piece.
 */
function pieces(text) {
  return [...String(text).matchAll(PIECE)].map((m) => ({ text: m[2], space: m[1].length > 0 }));
}

const joined = (line, piece) => (line && piece.space ? `${line} ${piece.text}` : `${line}${piece.text}`);

/**
 * `text` broken into lines no wider than `width` (as `measure(text)` says), at most `most`
 * of them: a longer text ends its last line with an ellipsis. A word wider than the line
 * keeps a line of its own (the painter squeezes it).
 */
export function wrapLines(text, width, measure, most) {
  const lines = [];
  let line = [];
  const lineText = (list) => list.reduce(joined, '');
  for (const piece of pieces(text)) {
    if (line.length > 0 && measure(joined(lineText(line), piece)) > width) {
      lines.push(line);
      line = [];
    }
    line.push(line.length === 0 ? { ...piece, space: false } : piece);
  }
  if (line.length > 0) lines.push(line);
  if (lines.length <= most) return lines.map(lineText);
  const kept = lines.slice(0, most);
  const last = kept[most - 1];
  while (last.length > 1 && measure(`${lineText(last)}…`) > width) last.pop();
  return [...kept.slice(0, most - 1).map(lineText), `${lineText(last)}…`];
}

/**
 * Paints a frame on `ctx` (a canvas of the layout's size in device pixels): `board` is the
 * canvas the game's view drew on, sized to `layout.board` at the layout's scale; `words` are
 * { title, caption, status: { text, done }, narration }.
 */
export function paintFrame(ctx, layout, board, words) {
  const { scale } = layout;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, layout.width, layout.height);
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  ctx.fillStyle = INK;
  ctx.font = `700 ${TITLE_PX}px ${FONT}`;
  ctx.fillText(`${t('app.title')} · ${words.title}`, PAD, 10, layout.text);
  ctx.font = `500 ${CAPTION_PX}px ${FONT}`;
  ctx.fillStyle = INK_SOFT;
  ctx.fillText(words.caption, PAD, 10 + TITLE_PX * LEADING, layout.text);

  const box = layout.board;
  ctx.drawImage(board, 0, 0, board.width, board.height, box.x, box.y, box.width, box.height);
  ctx.strokeStyle = EDGE;
  ctx.lineWidth = 1 / scale;
  ctx.beginPath();
  ctx.moveTo(PAD, box.y);
  ctx.lineTo(layout.width - PAD, box.y);
  if (layout.footer > 0) {
    ctx.moveTo(PAD, box.y + box.height);
    ctx.lineTo(layout.width - PAD, box.y + box.height);
  }
  ctx.stroke();

  let y = box.y + box.height + 8;
  if (layout.counter) {
    ctx.fillStyle = INK;
    ctx.font = `600 ${COUNTER_PX}px ${FONT}`;
    const { text, done } = words.status;
    ctx.fillText(`${text}${done ? ` · ${t('status.done')}` : ''}`, PAD, y, layout.text);
    y += COUNTER_PX * LEADING;
  }
  if (layout.narration) {
    ctx.fillStyle = INK;
    ctx.font = `400 ${NARRATION_PX}px ${FONT}`;
    const lines = wrapLines(words.narration, layout.text, (s) => ctx.measureText(s).width, NARRATION_LINES);
    for (const line of lines) {
      ctx.fillText(line, PAD, y, layout.text);
      y += NARRATION_PX * LEADING;
    }
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}
