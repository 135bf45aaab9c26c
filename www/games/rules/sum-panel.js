// The Sum card: positions of the rule game played side by side (`3, 5, 7`), answered by the
// engine as `retrograde rules --sum` does. The card shows the sum's outcome and value, each
// part's Grundy value as a row of bits with the XOR's row under them (the column of its
// highest set bit lit, the part the winning move plays in outlined) and the winning move, or
// why there is none; the board marks the parts (the moving one apart). `#sum-result` carries
// `data-outcome` (Win, Lose, Loop), `data-value` (the XOR, `inf{...}` when infinite) and
// `data-move` (the move as the command writes it, empty when none).

import { t } from '../../i18n/index.js';
import { OUTCOME_WORDS } from '../../model/states.js';
import { outcomeKey } from '../../draw/palette.js';
import { afterMove, bitRows, moveData } from './sum-bits.js';
import { createSumGame } from './sum-game.js';
import { createPositionView } from './position-view.js';

/**
 * The parts of a sum drawn side by side, for a game drawn as counts (heaps or rows): each
 * part's counts as lanes of one picture, no move marked. A game drawn as a board, or one
 * without `draw` lines, draws none (the board marks the parts).
 */
function createSumDrawing(canvas, queries) {
  const view = createPositionView(canvas);
  let asked = null;
  return async function drawParts(answer, info) {
    asked = answer;
    const drawing = info?.drawing;
    canvas.hidden = !answer || !drawing || Boolean(drawing.grid || drawing.graph);
    if (canvas.hidden) return;
    const pictures = await Promise.all(answer.parts.map((part) => queries.position({ state: part.state, around: [] })));
    if (asked !== answer || pictures.some((p) => !p || p.error)) return;
    const picture = pictures.flatMap((p) => p.picture);
    const rect = canvas.getBoundingClientRect();
    view.resize(rect.width, rect.height, globalThis.devicePixelRatio || 1);
    view.draw({
      drawing: { ...drawing, counts: picture.length },
      position: {
        state: -1, picture, text: '', moves: [], around: [],
      },
      mode: 'moves',
      mover: -1,
      outcomeOf: () => null,
      step: { labelled: new Map(), counters: new Map(), movers: new Map() },
    });
  };
}

/** A table row of cells (`th` for the first when `head`), each cell's text and attributes. */
function row(doc, cells, tag = 'td') {
  const tr = doc.createElement('tr');
  for (const { text, className, lead } of cells) {
    const cell = doc.createElement(tag);
    cell.textContent = text;
    if (className) cell.className = className;
    if (lead) cell.dataset.lead = '';
    tr.append(cell);
  }
  return tr;
}

/** The bit columns of an answer: a row per part, then the XOR's. */
function drawBits(doc, table, answer) {
  const { width, rows, xor, lead } = bitRows(answer);
  const bitCells = (bits) => (bits
    ? bits.map((b, i) => ({ text: b, className: 'bit', lead: i === lead }))
    : [{ text: t('rulesSum.infinite'), className: 'bit' }, ...Array(width - 1).fill({ text: '', className: 'bit' })]);
  table.tHead.rows[0].replaceChildren(...row(doc, [
    { text: t('rulesSum.colPart') }, { text: t('rulesSum.colPosition') }, { text: t('rulesSum.colValue') },
    ...Array.from({ length: width }, (_, i) => ({ text: i === 0 ? t('rulesSum.colBits') : '' })),
  ], 'th').children);
  const body = rows.map((r, i) => {
    const tr = row(doc, [{ text: t('rulesSum.partName', { part: i + 1 }) }, { text: r.words }, { text: r.value }, ...bitCells(r.bits)]);
    if (answer.play.kind === 'move' && answer.play.part === i) tr.dataset.moves = '';
    return tr;
  });
  const total = row(doc, [{ text: t('rulesSum.xor') }, { text: '' }, { text: xor.value }, ...bitCells(xor.bits)]);
  total.className = 'xor';
  table.tBodies[0].replaceChildren(...body, total);
  table.hidden = false;
}

/** Why there is a winning move, or none, in the page's words. */
function playWords(answer) {
  const { play } = answer;
  const part = (i) => Number(i) + 1;
  switch (play.kind) {
    case 'move':
      return t('rulesSum.move', {
        part: part(play.part), from: answer.parts[play.part].words, to: play.to, value: play.value, after: afterMove(answer, t('rulesSum.xorWord')),
      });
    case 'unanswered':
      return t('rulesSum.unanswered', { part: part(play.part), rest: play.rest });
    case 'twoInfinite':
      return t('rulesSum.twoInfinite', { first: part(play.first), second: part(play.second) });
    default:
      return t('rulesSum.zeroXor');
  }
}

/** The board's marks: every part, and the part the winning move plays in apart. */
const marksOf = (answer) => answer.parts.map((p, i) => ({
  state: p.state, kind: answer.play.kind === 'move' && answer.play.part === i ? 'chosen' : 'picked',
}));

/** The Sum card over `hooks` (the panels' hooks: `queries.sum`, `decorate`, `active`). */
export function createSumPanel(doc, hooks) {
  const form = /** @type {HTMLFormElement} */ (doc.getElementById('sum-form'));
  const input = /** @type {HTMLInputElement} */ (doc.getElementById('sum-parts'));
  const error = doc.getElementById('sum-error');
  const result = doc.getElementById('sum-result');
  const note = doc.getElementById('sum-note');
  const headline = doc.getElementById('sum-headline');
  const table = /** @type {HTMLTableElement} */ (doc.getElementById('sum-bits'));
  const move = doc.getElementById('sum-move');
  let shown = null;
  let info = null;
  const drawParts = createSumDrawing(/** @type {HTMLCanvasElement} */ (doc.getElementById('sum-canvas')), hooks.queries);
  /** Whether a game was started: its words are shown from then on. */
  let started = false;

  /** Whether the game is under normal play: sums are answered only then. */
  let normalPlay = true;

  function clear() {
    shown = null;
    for (const key of ['outcome', 'value', 'move']) result.dataset[key] = '';
    headline.textContent = '';
    move.textContent = '';
    table.hidden = true;
    drawParts(null, info);
    note.textContent = t(normalPlay ? 'rulesSum.waiting' : 'rulesSum.notNormal');
  }

  function show(reply) {
    shown = reply;
    if (reply.error) {
      clear();
      shown = reply;
      error.textContent = t('rulesSum.refused', reply.error);
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    const { answer } = reply;
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    note.textContent = '';
    result.dataset.outcome = OUTCOME_WORDS[answer.outcome];
    result.dataset.value = answer.value;
    result.dataset.move = moveData(answer);
    headline.textContent = t('rulesSum.headline', { outcome: t(`outcome.${outcomeKey(answer.outcome)}`), value: answer.value });
    drawBits(doc, table, answer);
    drawParts(answer, info).catch(() => {});
    move.textContent = playWords(answer);
  }

  /** Answers the sum written in `text` on the card, and marks its parts on the board. */
  async function answer(text) {
    if (!hooks.active()) return;
    const reply = await hooks.queries.sum({ text });
    if (!reply || !hooks.active()) return;
    show(reply);
    playButton.disabled = !reply.answer;
    hooks.decorate({ marks: reply.answer ? marksOf(reply.answer) : null });
  }

  const playButton = /** @type {HTMLButtonElement} */ (doc.getElementById('sum-play'));
  const game = createSumGame(doc, {
    ask: async (text) => {
      const reply = await hooks.queries.sumOptions({ text });
      return reply?.options ? reply : null;
    },
    show: (text) => {
      input.value = text;
      return answer(text);
    },
    active: hooks.active,
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    game.stop();
    answer(input.value).catch(() => {});
  });
  playButton.addEventListener('click', () => {
    if (shown?.answer) game.start(input.value);
  });

  return {
    /**
     * A new game: the answer of the last one no longer holds; a game with a `win when` line
     * is not under normal play, so its card says so and asks nothing.
     */
    reset(next) {
      info = next;
      started = true;
      normalPlay = info?.normalPlay !== false;
      for (const control of form.elements) /** @type {HTMLButtonElement} */ (control).disabled = !normalPlay;
      game.stop();
      playButton.disabled = true;
      error.textContent = '';
      input.removeAttribute('aria-invalid');
      clear();
    },
    /** The words again, in the page's language (none before the first game: the card is blank until then). */
    refresh() {
      if (shown) show(shown);
      else if (started) clear();
    },
  };
}
