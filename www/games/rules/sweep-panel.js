// The sweep card: one param (or one element of a set or list param) over a range of
// values, each value's game built and solved again in the worker (`sweep`, a long request:
// the progress bar and Cancel show it), shown as a table and a small plot.

import { t } from '../../i18n/index.js';
import {
  MEASURES, SWEEP_CAP, measureOf, plotSummary, sweepChoices, sweepPoints, sweepRange, sweepRow,
} from './sweep.js';

const SVG = 'http://www.w3.org/2000/svg';
const PLOT = { width: 320, height: 120, pad: 18 };

/** An SVG element of `name` with `attributes`. */
function svgNode(doc, name, attributes) {
  const node = doc.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

/** Draws `points` on `svg`: a bar per value, its height the period or full for an outcome. */
function drawPlot(doc, svg, points) {
  const { width, height, pad } = PLOT;
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const nodes = [svgNode(doc, 'line', {
    x1: pad, y1: height - pad, x2: width - 4, y2: height - pad, class: 'sweep-axis',
  })];
  if (points.length > 0) {
    // At least 1: a sweep of Grundy values all 0 draws flat bars, not a division by 0.
    const top = Math.max(1, ...points.map((p) => p.y));
    const first = points[0].x;
    const span = points.at(-1).x - first + 1;
    const step = (width - pad - 4) / span;
    for (const p of points) {
      const h = ((height - 2 * pad) * p.y) / top;
      const bar = svgNode(doc, 'rect', {
        x: pad + (p.x - first) * step, y: height - pad - h, width: Math.max(1, step - 1), height: h,
        class: p.outcome ? `sweep-bar ${p.outcome.toLowerCase()}` : 'sweep-bar',
      });
      nodes.push(bar);
    }
    const label = (x, text, anchor) => Object.assign(svgNode(doc, 'text', {
      x, y: height - 4, 'text-anchor': anchor, class: 'sweep-label',
    }), { textContent: text });
    nodes.push(label(pad, String(first), 'start'), label(width - 4, String(points.at(-1).x), 'end'));
    if (!points[0].outcome) {
      nodes.push(Object.assign(svgNode(doc, 'text', { x: 2, y: pad, class: 'sweep-label' }), { textContent: String(top) }));
    }
  }
  svg.replaceChildren(...nodes);
}

/** The sweep card over `hooks` (the panels' hooks: `queries.sweep`, `values`). */
export function createSweepPanel(doc, hooks) {
  const $ = (id) => doc.getElementById(id);
  const form = $('sweep-form');
  const select = $('sweep-param');
  const error = $('sweep-error');
  const status = $('sweep-status');
  const table = $('sweep-table');
  const plot = $('sweep-plot');
  const stateField = $('sweep-state');
  const stateError = $('sweep-state-error');
  let choices = [];
  let last = null;
  let stateMissing = false;

  /** The outcome of no state is no answer: the state field says so, beside it, until edited. */
  function showStateMissing(missing) {
    stateMissing = missing;
    stateError.textContent = missing ? t('rulesSweep.stateMissing') : '';
    if (missing) stateField.setAttribute('aria-invalid', 'true');
    else stateField.removeAttribute('aria-invalid');
  }

  function fillChoices(info) {
    choices = sweepChoices(info.params ?? []);
    select.replaceChildren(...choices.map((c) => Object.assign(doc.createElement('option'), {
      value: c.key,
      textContent: c.element < 0
        ? t('rulesSweep.whole', { name: c.param, value: c.value })
        : t('rulesSweep.element', { name: c.param, index: c.element, value: c.value }),
    })));
    $('sweep-run').disabled = choices.length === 0;
    error.textContent = choices.length === 0 ? t('rulesSweep.noParams') : '';
    if (choices.length > 0) {
      $('sweep-from').value = String(Math.max(0, choices[0].value - 10));
      $('sweep-to').value = String(choices[0].value);
    }
  }

  /** The table and the plot of `answer` ({ results, cancelled, asked }) for `measure`. */
  function drawAnswer({ results, cancelled, asked }, measure, choice) {
    const name = choice.element < 0 ? choice.param : `${choice.param}[${choice.element}]`;
    const head = ['rulesSweep.value', ...MEASURES[measure].heads];
    table.tHead.rows[0].replaceChildren(...head.map((key) => Object.assign(doc.createElement('th'), { scope: 'col', textContent: t(key) })));
    const outcomeWord = (code) => t(`outcome.${['undecided', 'win', 'lose', 'loop'][code]}`);
    table.tBodies[0].replaceChildren(...results.map((result) => {
      const row = doc.createElement('tr');
      row.dataset.value = String(result.value);
      const cells = sweepRow(result, measure, outcomeWord, t('rulesSweep.none'));
      row.replaceChildren(...cells.map((text, i) => Object.assign(doc.createElement(i === 0 ? 'th' : 'td'), {
        textContent: text, colSpan: result.error !== null && i === 1 ? head.length - 1 : 1,
      })));
      if (result.error !== null) row.dataset.error = '';
      return row;
    }));
    table.hidden = results.length === 0;
    const points = sweepPoints(results, measure);
    drawPlot(doc, plot, points);
    const word = measure === 'outcome' ? (p) => t(`outcome.${p.outcome.toLowerCase()}`) : (p) => String(p.y);
    plot.setAttribute('aria-label', t('rulesSweep.plot', {
      name, measure: t(MEASURES[measure].plot), summary: plotSummary(points, word),
    }));
    // An SVG element has no `hidden` property: the attribute is what hides it.
    plot.toggleAttribute('hidden', points.length === 0);
    status.textContent = cancelled ? t('rulesSweep.cancelled', { done: results.length, asked }) : '';
  }

  async function run(event) {
    event.preventDefault();
    const choice = choices.find((c) => c.key === select.value);
    if (!choice) return;
    const range = sweepRange($('sweep-from').value, $('sweep-to').value);
    error.textContent = range.problem ? t(range.problem, range.values) : '';
    if (range.problem) return;
    status.textContent = '';
    const measure = measureOf($('sweep-measure').value);
    const stateText = stateField.value.trim();
    showStateMissing(MEASURES[measure].state && stateText === '');
    if (stateMissing) {
      stateField.focus();
      return;
    }
    const values = hooks.values();
    const answer = await hooks.queries.sweep({
      source: values['rules-source'],
      settings: (values['rules-set'] ?? '').split('\n').map((line) => line.trim()).filter(Boolean),
      param: choice.param,
      element: choice.element,
      from: range.values[0],
      to: range.values.at(-1),
      state: stateText === '' ? null : stateText.split(/\s*,\s*|\s+/),
      values: MEASURES[measure].values,
    });
    last = { answer: { results: answer.rows, cancelled: answer.cancelled, asked: range.values.length }, measure, choice };
    drawAnswer(last.answer, measure, choice);
  }

  form.addEventListener('submit', (event) => {
    run(event).catch((problem) => {
      // A value too long to stop between values has its worker replaced: the sweep is over.
      if (problem?.name === 'EngineRestarted') status.textContent = t('rulesSweep.restarted');
      else error.textContent = problem?.message ?? String(problem);
    });
  });
  stateField.addEventListener('input', () => showStateMissing(false));
  $('sweep-measure').addEventListener('change', () => showStateMissing(false));
  $('sweep-cap').textContent = t('rulesSweep.cap', { cap: SWEEP_CAP });

  return {
    /** A new game: its params to choose from, the last sweep cleared. */
    reset(info) {
      fillChoices(info);
      showStateMissing(false);
      last = null;
      table.hidden = true;
      plot.setAttribute('hidden', '');
      status.textContent = '';
    },
    /** The words again, in the page's language. */
    refresh() {
      $('sweep-cap').textContent = t('rulesSweep.cap', { cap: SWEEP_CAP });
      showStateMissing(stateMissing);
      if (last) drawAnswer(last.answer, last.measure, last.choice);
    },
  };
}
