// The game's value over the moves played, from your side: above the axis you can force a
// win in that many moves, below the other side can; Loops sit on a line of their own. A
// blunder shows as a jump across the axis.

import { FONT, INK, INK_SOFT, PAPER, styleOf } from '../../draw/palette.js';
import { Outcome } from '../../engine/contract.js';

export function paintValueChart(canvas, values) {
  const ratio = globalThis.devicePixelRatio || 1;
  const width = canvas.clientWidth || 320;
  const height = canvas.clientHeight || 120;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, width, height);
  const loopY = height - 12;
  const top = 10;
  const axis = (top + loopY - 14) / 2;
  const span = Math.max(1, ...values.filter((v) => v !== null).map(Math.abs));
  const x = (i) => 28 + (i * (width - 40)) / Math.max(1, values.length - 1);
  const y = (v) => (v === null ? loopY : axis - (v / span) * (axis - top));
  ctx.strokeStyle = INK_SOFT;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(24, axis);
  ctx.lineTo(width - 8, axis);
  ctx.stroke();
  ctx.setLineDash([3, 3]);
  ctx.beginPath();
  ctx.moveTo(24, loopY);
  ctx.lineTo(width - 8, loopY);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.font = `500 10px ${FONT}`;
  ctx.fillStyle = INK_SOFT;
  ctx.textBaseline = 'middle';
  ctx.fillText('you', 2, top + 4);
  ctx.fillText('∞', 8, loopY);
  ctx.beginPath();
  values.forEach((v, i) => (i === 0 ? ctx.moveTo(x(i), y(v)) : ctx.lineTo(x(i), y(v))));
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  values.forEach((v, i) => {
    ctx.beginPath();
    ctx.arc(x(i), y(v), 3.5, 0, Math.PI * 2);
    const outcome = v === null ? Outcome.Loop : v >= 0 ? Outcome.Win : Outcome.Lose;
    ctx.fillStyle = styleOf(outcome).fill;
    ctx.fill();
  });
}
