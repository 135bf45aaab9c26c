// "The whole result" card: a chart of Win and Lose states per remoteness for each mover,
// the Loops, the longest win and loss (click to pin), and the objects' outcome classes
// (click to mark them on the board). A toggle shades the board by remoteness. The tally
// reads every state, so the engine makes it (stats.js), when the run is at rest.

import { stateName } from '../../model/states.js';
import { formatNumber, t } from '../../i18n/index.js';
import { remotenessRows } from './stats.js';

function el(doc, tag, text, className) {
  const element = doc.createElement(tag);
  if (text !== undefined) element.textContent = text;
  if (className) element.className = className;
  return element;
}

/** A number with a bar as long as its share of `max`. */
function barCell(doc, count, max, kind) {
  const td = el(doc, 'td', undefined, 'bar-cell');
  const bar = el(doc, 'span', undefined, `bar ${kind}`);
  bar.style.width = `${max === 0 ? 0 : Math.max(count > 0 ? 2 : 0, (100 * count) / max)}%`;
  td.append(bar, el(doc, 'span', formatNumber(count), 'bar-count'));
  return td;
}

function chartRows(doc, stats) {
  const rows = remotenessRows(stats);
  const max = Math.max(1, ...rows.flatMap((r) => [...r.win, ...r.lose]));
  const body = rows.map((r) => {
    const tr = el(doc, 'tr');
    tr.append(el(doc, 'th', r.from === r.to ? String(r.from) : `${r.from}–${r.to}`));
    for (let mover = 0; mover < 2; mover += 1) tr.append(barCell(doc, r.win[mover], max, 'win'), barCell(doc, r.lose[mover], max, 'lose'));
    return tr;
  });
  const loops = el(doc, 'tr', undefined, 'loops');
  loops.append(el(doc, 'th', t('outcome.3')));
  for (const m of stats.movers) {
    const td = el(doc, 'td', m.undecided > 0 ? t('result.loopsUndecided', { loop: m.loop, undecided: m.undecided }) : formatNumber(m.loop));
    td.colSpan = 2;
    loops.append(td);
  }
  return [...body, loops];
}

const classLabel = (c) => t('result.classLabel', { rick: t(`outcome.${c.outcomes[0]}`), morty: t(`outcome.${c.outcomes[1]}`), count: c.positions.length });

export function createStatsPanel(doc, { pin, decorate, request }) {
  const chart = doc.getElementById('stats-chart');
  const longestWin = doc.getElementById('longest-win');
  const longestLoss = doc.getElementById('longest-loss');
  const classes = doc.getElementById('outcome-classes');
  const shade = doc.getElementById('shade-remoteness');
  const note = doc.getElementById('stats-note');
  let stats = null;
  let shownRun = null; // the run the tally on show was made of
  let wanted = null;
  let n = 0;
  let picked = null;

  shade.addEventListener('click', () => {
    const on = shade.getAttribute('aria-pressed') !== 'true';
    shade.setAttribute('aria-pressed', String(on));
    decorate({ shading: on });
  });
  for (const [button, which] of [[longestWin, 'longestWin'], [longestLoss, 'longestLoss']]) {
    button.addEventListener('click', () => stats && stats[which] && pin({ state: stats[which].state }));
  }
  classes.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-class]');
    if (!button) return;
    picked = picked === Number(button.dataset.class) ? null : Number(button.dataset.class);
    for (const b of classes.querySelectorAll('button')) b.setAttribute('aria-pressed', String(Number(b.dataset.class) === picked));
    const group = stats.classes.find((c) => c.key === picked);
    decorate({ highlight: group ? group.positions : null });
  });

  function showLongest(button, entry, kind) {
    button.disabled = entry === null;
    button.textContent = entry === null ? t(`result.no.${kind}`)
      : t(`result.longest.${kind}`, { name: stateName(entry.state, n), remoteness: entry.remoteness });
  }

  function showClasses() {
    classes.replaceChildren(...stats.classes.map((c) => {
      const button = el(doc, 'button', classLabel(c));
      button.type = 'button';
      button.dataset.class = String(c.key);
      button.setAttribute('aria-pressed', String(c.key === picked));
      return button;
    }));
  }

  function show(next, run) {
    stats = next;
    shownRun = run;
    n = run.outcomes.length / 2;
    chart.tBodies[0].replaceChildren(...chartRows(doc, stats));
    showLongest(longestWin, stats.longestWin, 'win');
    showLongest(longestLoss, stats.longestLoss, 'loss');
    if (picked !== null && !stats.classes.some((c) => c.key === picked)) {
      picked = null;
      decorate({ highlight: null });
    }
    showClasses();
    note.textContent = run.done ? t('result.final') : t('result.soFar', { steps: run.steps });
  }

  return {
    /** Asks for a new tally when the run changed and is at rest. */
    update(run, { atRest }) {
      const key = `${run.session}|${run.steps}`;
      if (!atRest || key === wanted) return;
      wanted = key;
      request('stats').then((next) => {
        if (wanted === key) show(next, run);
      });
    },
    /** A new game: nothing picked, no tally kept from the last one. */
    reset() {
      picked = null;
      wanted = null;
      stats = null;
      shownRun = null;
    },
    /** The tally on show in the page's new words (and names). */
    refresh() {
      if (stats) show(stats, shownRun);
    },
  };
}
