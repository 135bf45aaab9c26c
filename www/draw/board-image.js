// The board as a picture that stands on its own: the page's title and the game above the
// board, the step and counts below it, and the outcome colours' legend, so a saved PNG says
// what it shows.

import { OUTCOMES } from '../model/states.js';
import { t } from '../i18n/index.js';
import {
  EDGE, FONT, INK, INK_SOFT, PAPER, styleOf,
} from './palette.js';

const PAD = 16;

/** A canvas holding `board` (the board's canvas) with a header and a footer; `words` = { caption, status }. */
export function composeBoardImage(doc, board, { caption, status }) {
  const ratio = board.width / Math.max(1, board.getBoundingClientRect().width || board.width);
  const header = Math.round(58 * ratio);
  const footer = Math.round(52 * ratio);
  const image = doc.createElement('canvas');
  image.width = board.width + 2 * PAD * ratio;
  image.height = board.height + header + footer;
  const ctx = image.getContext('2d');
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, image.width, image.height);
  ctx.scale(ratio, ratio);
  const width = image.width / ratio;
  ctx.fillStyle = INK;
  ctx.textBaseline = 'top';
  ctx.font = `700 17px ${FONT}`;
  ctx.fillText(`${t('app.title')} · ${caption.title}`, PAD, 10);
  ctx.font = `500 13px ${FONT}`;
  ctx.fillStyle = INK_SOFT;
  ctx.fillText(caption.text, PAD, 33, width - 2 * PAD);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(board, PAD * ratio, header);
  ctx.scale(ratio, ratio);
  const top = (header + board.height) / ratio + 8;
  ctx.fillStyle = INK;
  ctx.font = `600 13px ${FONT}`;
  ctx.fillText(`${status.text}${status.done ? ` · ${t('status.done')}` : ''}`, PAD, top, width - 2 * PAD);
  let x = PAD;
  ctx.font = `500 12px ${FONT}`;
  for (const outcome of OUTCOMES) {
    ctx.fillStyle = styleOf(outcome).fill;
    ctx.fillRect(x, top + 22, 14, 10);
    ctx.strokeStyle = EDGE;
    ctx.strokeRect(x, top + 22, 14, 10);
    ctx.fillStyle = INK;
    const word = t(`outcome.${outcome}`);
    ctx.fillText(word, x + 18, top + 20);
    x += 30 + ctx.measureText(word).width;
  }
  return image;
}
