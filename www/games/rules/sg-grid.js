// @ts-check
// The Pattern tab's table of a two-variable game, pure: a row per value of the first
// variable, a column per value of the second, each cell the state's outcome code and Grundy
// value, as a contestant lays out an SG table to find its pattern. At most GRID_SHOWN rows
// and columns: the rest is said (Save gives the whole table).

import { grundyCell } from './pattern-cells.js';
import { stateAt } from './board-geometry.js';

/** Rows and columns shown at most. */
export const GRID_SHOWN = 40;

/** @typedef {{ name: string, low?: number, size?: number, names?: string[] }} Variable */

/** @param {Variable} variable */
const sizeOf = (variable) => (variable.names ? variable.names.length : Number(variable.size));

/** @param {Variable} variable @param {number} i */
const wordOf = (variable, i) => (variable.names ? variable.names[i] : String(Number(variable.low) + i));

/**
 * The table of `outcomes` (one code per state) and `values` (the Grundy table, `0xffffffff`
 * for an infinite value, or null without normal play) over the two variables of `game`, the
 * combinations numbered with the first variable slowest; a cell `where` leaves out has
 * `state` null, as the command's table has `.` there.
 * @param {ArrayLike<number>} outcomes
 * @param {ArrayLike<number> | null} values
 * @param {{ variables: readonly Variable[], kept?: ArrayLike<number> | null }} game
 */
export function sgGrid(outcomes, values, game) {
  const [first, second] = game.variables;
  const size = { rows: sizeOf(first), columns: sizeOf(second) };
  const shown = { rows: Math.min(size.rows, GRID_SHOWN), columns: Math.min(size.columns, GRID_SHOWN) };
  const columns = Array.from({ length: shown.columns }, (_, j) => wordOf(second, j));
  const rows = Array.from({ length: shown.rows }, (_, i) => ({
    head: wordOf(first, i),
    cells: Array.from({ length: shown.columns }, (_, j) => {
      const state = stateAt(game, i * size.columns + j);
      if (state === null) return { state, outcome: null, grundy: null };
      return {
        state, outcome: outcomes[state], grundy: values ? grundyCell(values[state]) : null,
      };
    }),
  }));
  const cut = shown.rows < size.rows || shown.columns < size.columns ? { ...size, shownRows: shown.rows, shownColumns: shown.columns } : null;
  return {
    corner: { rows: first.name, columns: second.name }, columns, rows, cut,
  };
}

/** The most cells Save's SG table holds: `TABLE_CELLS` in src/rules/sg_table.rs (a unit test holds them equal). */
export const TABLE_CELLS = 100000;

/**
 * The cells an SG table of `variables` has: the product of their sizes.
 * @param {readonly Variable[]} variables
 */
export const tableCells = (variables) => variables.reduce((cells, variable) => cells * sizeOf(variable), 1);

/** Whether the grid is for this game: two state variables, whatever their values. */
export const twoVariables = (variables) => variables?.length === 2;
