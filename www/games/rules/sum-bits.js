// @ts-check
// The Sum card's figures, pure: each part's Grundy value as a row of bits in columns of one
// width, their XOR's row, the winning move's words and the card's `data-move` (the move as
// the command writes it), from the engine's answer to a sum (SumAnswerWire). No words here:
// the card puts them around these.

/**
 * @typedef {{ state: number, words: string, value: string, finite: number | null }} SumPart
 * @typedef {{ kind: string, part?: number, to?: string, value?: number, rest?: number, first?: number, second?: number }} SumPlay
 * @typedef {{ outcome: number, value: string, finite: number | null, parts: SumPart[], play: SumPlay, text: string }} SumAnswer
 */

/**
 * Binary digits enough for every finite value (at least one).
 * @param {(number | null)[]} values
 */
export function bitWidth(values) {
  const largest = Math.max(0, ...values.filter((v) => v !== null).map(Number));
  return Math.max(1, largest.toString(2).length);
}

/**
 * `value` in `width` binary digits, most significant first; null for an infinite value.
 * @param {number | null} value
 * @param {number} width
 */
export const bitsOf = (value, width) => (value === null ? null : value.toString(2).padStart(width, '0').split(''));

/**
 * The rows of the bit columns: one per part, then the XOR's; `lead` is the column of the
 * XOR's highest set bit (where the winning move must change a part), -1 when it is 0 or
 * infinite.
 * @param {SumAnswer} answer
 */
export function bitRows(answer) {
  const width = bitWidth([...answer.parts.map((p) => p.finite), answer.finite]);
  const rows = answer.parts.map((part) => ({ words: part.words, value: part.value, bits: bitsOf(part.finite, width) }));
  const xor = { value: answer.value, bits: bitsOf(answer.finite, width) };
  const lead = xor.bits ? xor.bits.indexOf('1') : -1;
  return { width, rows, xor, lead };
}

/**
 * The winning move as the command writes it (`part 2, from 5 to sum(0, 4)`), '' when none.
 * @param {SumAnswer} answer
 */
export function moveData(answer) {
  const { play } = answer;
  if (play.kind !== 'move') return '';
  return `part ${Number(play.part) + 1}, from ${answer.parts[Number(play.part)].words} to ${play.to}`;
}

/**
 * The values after the winning move, as the XOR that makes 0 (`3 xor 1 xor 2`), joined by `word`.
 * @param {SumAnswer} answer
 * @param {string} word
 */
export function afterMove(answer, word) {
  const { play } = answer;
  return answer.parts.map((p, i) => (i === play.part ? String(play.value) : p.value)).join(word);
}
