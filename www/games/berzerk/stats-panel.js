// "The whole result" card: a chart of Win and Lose states per remoteness for each mover,
// the Loops, the longest win and loss (click to pin), and the objects' outcome classes
// (click to mark them on the board). A toggle shades the board by remoteness.

import { stateName } from '../../engine/contract.js';
import { berzerkStats, remotenessRows } from './stats.js';

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
  td.append(bar, el(doc, 'span', String(count), 'bar-count'));
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
  loops.append(el(doc, 'th', 'Loop'));
  for (const m of stats.movers) {
    const td = el(doc, 'td', `${m.loop}${m.undecided > 0 ? ` (+${m.undecided} undecided)` : ''}`);
    td.colSpan = 2;
    loops.append(td);
  }
  return [...body, loops];
}

export function createStatsPanel(doc, { pin, decorate, request }) {
  const chart = doc.getElementById('stats-chart');
  const longestWin = doc.getElementById('longest-win');
  const longestLoss = doc.getElementById('longest-loss');
  const classes = doc.getElementById('outcome-classes');
  const shade = doc.getElementById('shade-remoteness');
  let stats = null;
  let shown = -1;
  let n = 0;
  let picked = null;
  let pending = 0;

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
    picked = picked === button.dataset.class ? null : button.dataset.class;
    for (const b of classes.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.class === picked));
    const group = stats.classes.find((c) => c.key === picked);
    decorate({ highlight: group ? group.positions : null });
  });

  function showLongest(button, entry, word) {
    button.disabled = entry === null;
    button.textContent = entry === null ? `No ${word} yet` : `Longest ${word}: ${stateName(entry.state, n)} in ${entry.remoteness}`;
  }

  function showClasses() {
    classes.replaceChildren(...stats.classes.map((c) => {
      const button = el(doc, 'button', `${c.key}: ${c.positions.length}`);
      button.type = 'button';
      button.dataset.class = c.key;
      button.setAttribute('aria-pressed', String(c.key === picked));
      return button;
    }));
  }

  /** Tallies the run as it is now, unless it moved on since the tally was asked for. */
  function tallyNow() {
    const snap = request('snapshot', {});
    if (snap.version !== shown) return;
    n = snap.n;
    stats = berzerkStats(snap);
    chart.tBodies[0].replaceChildren(...chartRows(doc, stats));
    showLongest(longestWin, stats.longestWin, 'win');
    showLongest(longestLoss, stats.longestLoss, 'loss');
    if (picked !== null && !stats.classes.some((c) => c.key === picked)) {
      picked = null;
      decorate({ highlight: null });
    }
    showClasses();
  }

  return {
    /**
     * Recomputes when the run changed and is at rest. The tally reads every state (tens of
     * milliseconds at a million objects), so it runs as a task of its own after the paint.
     */
    update(snap, { atRest }) {
      if (!atRest || snap.version === shown) return;
      shown = snap.version;
      clearTimeout(pending);
      pending = setTimeout(tallyNow, 0);
    },
    /** A new game: nothing picked, no shading kept from the last one's classes. */
    reset() {
      picked = null;
      shown = -1;
    },
  };

}
