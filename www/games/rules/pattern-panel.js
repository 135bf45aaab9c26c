// The pattern card, for a game of one integer variable: its outcomes and Grundy values
// along the variable as rows of cells, the part before the period faded, the first period
// outlined and each repetition's start barred. The card's `data-period` and `data-from` are
// the outcome sequence's as `retrograde rules --pattern` prints them, `#pattern-grundy`'s the
// Grundy sequence's; both are empty, with words saying why, when there is none. With `where`
// the sequence, as the command's, is the states kept, in order, each cell titled by its value.

import { t } from '../../i18n/index.js';
import { OUTCOME_WORDS } from '../../model/states.js';
import { outcomeKey } from '../../draw/palette.js';
import {
  CELLS_SHOWN, grundyCell, patternAttributes, patternMarks, periodStart,
} from './pattern-cells.js';
import { wordsOf } from './values.js';

/** One row of cells: `texts` the cells' words, `kinds` their outcome keys (or null). */
function drawCells(doc, row, { texts, kinds, marks, titles }) {
  const cells = texts.map((text, i) => {
    const cell = doc.createElement('span');
    cell.className = 'pattern-cell';
    cell.dataset.mark = marks[i].mark;
    if (marks[i].starts) cell.dataset.starts = '';
    if (kinds) cell.dataset.outcome = kinds[i];
    cell.textContent = text;
    cell.title = titles[i];
    return cell;
  });
  row.replaceChildren(...cells);
}

/**
 * The period's words: "period 5 from n = 0", or why there is none. With `where` (`kept`) the
 * period counts the states kept, not the values, and says so.
 */
function periodWords(found, why, name, kept) {
  if (!found) return why;
  const key = kept ? 'rulesPattern.periodKept' : 'rulesPattern.period';
  return t(key, { period: found.period, from: found.fromWord ?? found.from, name, seen: found.seen });
}

/** The pattern card over `hooks` (the panels' hooks: `queries.pattern`, `queries.grundy`, `run`). */
export function createPatternPanel(doc, hooks) {
  const card = doc.getElementById('pattern');
  const note = doc.getElementById('pattern-note');
  const grundyBlock = doc.getElementById('pattern-grundy');
  const parts = (what) => ({
    period: doc.getElementById(`pattern-${what}-period`),
    cells: doc.getElementById(`pattern-${what}-cells`),
  });
  const outcome = parts('outcome');
  const grundy = parts('grundy');
  let info = null;
  let asked = false;
  let shown = null;

  function setAttributes(element, found) {
    const { period, from } = patternAttributes(found);
    element.dataset.period = period;
    element.dataset.from = from;
  }

  function clear(words) {
    setAttributes(card, null);
    setAttributes(grundyBlock, null);
    note.textContent = words;
    for (const part of [outcome, grundy]) {
      part.period.textContent = '';
      part.cells.replaceChildren();
      part.cells.removeAttribute('aria-label');
    }
  }

  /** Draws one sequence: its period's words, its cells and their words for a reader. */
  function drawSequence(part, what, sequence, found, why) {
    const variable = info.variables[0];
    const shownCount = Math.min(sequence.length, CELLS_SHOWN);
    const start = periodStart(found);
    const marks = patternMarks(shownCount, found ? { period: found.period, start } : null);
    const texts = [];
    const titles = [];
    for (let i = 0; i < shownCount; i += 1) {
      texts.push(sequence.text(i));
      titles.push(`${variable.name} = ${wordsOf(i, info)[0]}: ${sequence.title(i)}`);
    }
    drawCells(doc, part.cells, {
      texts, titles, marks, kinds: sequence.kind ? texts.map((_, i) => sequence.kind(i)) : null,
    });
    part.period.textContent = periodWords(found, why, variable.name, Boolean(info.kept));
    part.cells.setAttribute('aria-label', t('rulesPattern.cells', { what, cells: `${texts.join(' ')}; ${part.period.textContent}` }));
  }

  async function show(run) {
    asked = true;
    const [pattern, values] = await Promise.all([hooks.queries.pattern(), hooks.queries.grundy()]);
    if (!pattern || !hooks.active()) return;
    shown = { pattern, values };
    note.textContent = '';
    setAttributes(card, pattern.outcome);
    setAttributes(grundyBlock, pattern.normalPlay ? pattern.grundy : null);
    const outcomes = run.outcomes;
    drawSequence(outcome, t('rulesPattern.outcome'), {
      length: outcomes.length,
      // The board's own sign for each outcome (W / L / ∞, 胜 / 败 / ∞): a word's first letter is not one.
      text: (i) => t(`glyph.${outcomes[i]}`),
      title: (i) => t(`outcome.${outcomeKey(outcomes[i])}`),
      kind: (i) => OUTCOME_WORDS[outcomes[i]],
    }, pattern.outcome, t('rulesPattern.none'));
    if (!pattern.normalPlay || !values) {
      drawSequence(grundy, t('rulesPattern.grundy'), { length: 0 }, null, t('rulesPattern.notNormal'));
      return;
    }
    drawSequence(grundy, t('rulesPattern.grundy'), {
      length: values.length, text: (i) => grundyCell(values[i]), title: (i) => grundyCell(values[i]),
    }, pattern.grundy, t('rulesPattern.none'));
  }

  function update(run) {
    if (!info || asked || !run.done || info.variables.length !== 1 || info.variables[0].names !== undefined) return;
    show(run).catch(() => {
      asked = false;
    });
  }

  return {
    /** A new game: the card waits for its run's end, or says it is for one variable. */
    reset(next) {
      info = next;
      asked = false;
      shown = null;
      const one = info.variables.length === 1 && info.variables[0].names === undefined;
      card.closest('.tool')?.querySelectorAll('#pattern .pattern-block').forEach((block) => {
        block.hidden = !one;
      });
      clear(one ? t('rulesPattern.waiting') : t('rulesPattern.notOne'));
    },
    update,
    /** The words again, in the page's language. */
    refresh() {
      if (!shown) return;
      asked = false;
      update(hooks.run());
    },
  };
}
