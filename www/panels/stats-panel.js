// "The whole result" card, for any game whose states are a game graph's: a chart of Win and
// Lose states per remoteness for each group of states (Berzerk: each mover's), the Loops,
// the longest win and loss (click to pin), and where the game has them, outcome classes
// (click to mark them on the board). A toggle shades the board by remoteness. The tally
// reads every state, so the engine makes it (stats.js), when the run is at rest. One card
// serves every such game; each game's panel acts only while its game is shown.

import { formatNumber, t } from '../i18n/index.js';
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
  const unranked = stats.groups.flatMap((m) => [m.unranked.win, m.unranked.lose]);
  const max = Math.max(1, ...rows.flatMap((r) => [...r.win, ...r.lose]), ...unranked);
  const body = rows.map((r) => {
    const tr = el(doc, 'tr');
    tr.append(el(doc, 'th', r.from === r.to ? String(r.from) : `${r.from}–${r.to}`));
    r.win.forEach((win, group) => tr.append(barCell(doc, win, max, 'win'), barCell(doc, r.lose[group], max, 'lose')));
    return tr;
  });
  if (unranked.some((count) => count > 0)) body.push(unrankedRow(doc, stats, max));
  const loops = el(doc, 'tr', undefined, 'loops');
  loops.append(el(doc, 'th', t('outcome.3')));
  for (const m of stats.groups) {
    const td = el(doc, 'td', m.undecided > 0 ? t('result.loopsUndecided', { loop: m.loop, undecided: m.undecided }) : formatNumber(m.loop));
    td.colSpan = 2;
    loops.append(td);
  }
  return [...body, loops];
}

/** The decided states whose remoteness is not known, under a "–" that says so. */
function unrankedRow(doc, stats, max) {
  const tr = el(doc, 'tr', undefined, 'unranked');
  const head = el(doc, 'th', '–');
  head.title = t('result.unranked');
  head.append(el(doc, 'span', t('result.unranked'), 'visually-hidden'));
  tr.append(head);
  for (const m of stats.groups) tr.append(barCell(doc, m.unranked.win, max, 'win'), barCell(doc, m.unranked.lose, max, 'lose'));
  return tr;
}

const classLabel = (c) => t('result.classLabel', { rick: t(`outcome.${c.outcomes[0]}`), morty: t(`outcome.${c.outcomes[1]}`), count: c.positions.length });

/** The chart's head: remoteness, then a Win and a Lose column under each group's name. */
function headRows(doc, groups) {
  const top = el(doc, 'tr');
  const remoteness = el(doc, 'th', t('result.remoteness'));
  remoteness.scope = 'col';
  remoteness.rowSpan = 2;
  top.append(remoteness);
  const bottom = el(doc, 'tr');
  for (const key of groups) {
    const th = el(doc, 'th', t(key));
    th.scope = 'colgroup';
    th.colSpan = 2;
    top.append(th);
    for (const outcome of ['outcome.win', 'outcome.lose']) {
      const col = el(doc, 'th', t(outcome));
      col.scope = 'col';
      bottom.append(col);
    }
  }
  return [top, bottom];
}

/**
 * `naming.statGroups` names the groups' columns and `naming.statsCaption` the chart (keys),
 * `naming.statsNote(run)` says what the tally counts, `naming.stateName` names the longest
 * win and loss.
 */
export function createStatsPanel(doc, {
  pin, decorate, queries, active,
}, naming) {
  const chart = doc.getElementById('stats-chart');
  const longestWin = doc.getElementById('longest-win');
  const longestLoss = doc.getElementById('longest-loss');
  const classes = doc.getElementById('outcome-classes');
  const shade = doc.getElementById('shade-remoteness');
  const note = doc.getElementById('stats-note');
  let stats = null;
  let shownRun = null; // the run the tally on show was made of
  let wanted = null;
  let info = null;
  let picked = null;
  let shading = false;

  shade.addEventListener('click', () => {
    if (!active()) return;
    shading = !shading;
    shade.setAttribute('aria-pressed', String(shading));
    decorate({ shading });
  });
  for (const [button, which] of [[longestWin, 'longestWin'], [longestLoss, 'longestLoss']]) {
    button.addEventListener('click', () => active() && stats && stats[which] && pin({ state: stats[which].state }));
  }
  classes.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-class]');
    if (!active()) return;
    if (!button) return;
    picked = picked === Number(button.dataset.class) ? null : Number(button.dataset.class);
    for (const b of classes.querySelectorAll('button')) b.setAttribute('aria-pressed', String(Number(b.dataset.class) === picked));
    const group = stats.classes.find((c) => c.key === picked);
    decorate({ highlight: group ? group.positions : null });
  });

  /**
   * The longest win or loss; that there is none (yet, while the run goes on: `done` false); or,
   * when its states have no known remoteness, that it is not known.
   */
  function showLongest(button, entry, kind, done) {
    button.disabled = entry === null;
    const unranked = stats.groups.some((m) => m.unranked[kind === 'win' ? 'win' : 'lose'] > 0);
    button.textContent = entry !== null
      ? t(`result.longest.${kind}`, { name: naming.stateName(entry.state, info), remoteness: entry.remoteness })
      : t(`result.${unranked ? 'unknown' : done ? 'none' : 'no'}.${kind}`);
  }

  function showClasses() {
    classes.replaceChildren(...(stats.classes ?? []).map((c) => {
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
    chart.tBodies[0].replaceChildren(...chartRows(doc, stats));
    // With no remoteness known (a game with sums) or none to come (a run over with every
    // state a Loop), there is nothing to shade by.
    shade.disabled = stats.groups.every((m) => m.win.length + m.lose.length === 0)
      && (run.done || stats.groups.some((m) => m.unranked.win + m.unranked.lose > 0));
    showLongest(longestWin, stats.longestWin, 'win', run.done);
    showLongest(longestLoss, stats.longestLoss, 'loss', run.done);
    if (picked !== null && !(stats.classes ?? []).some((c) => c.key === picked)) {
      picked = null;
      decorate({ highlight: null });
    }
    showClasses();
    note.textContent = naming.statsNote(run);
  }

  /** The chart's head and caption, in this game's words. */
  function showHead() {
    chart.tHead.replaceChildren(...headRows(doc, naming.statGroups));
    doc.getElementById('stats-caption').textContent = t(naming.statsCaption);
  }

  function clearCard() {
    shade.disabled = false;
    chart.tBodies[0].replaceChildren();
    note.textContent = '';
    classes.replaceChildren();
    for (const button of [longestWin, longestLoss]) {
      button.disabled = true;
      button.textContent = '';
    }
  }

  return {
    /** Asks for a new tally when the run changed and is at rest. */
    update(run, { atRest }) {
      const key = `${run.session}|${run.steps}`;
      if (!atRest || key === wanted) return;
      wanted = key;
      queries.stats().then((next) => {
        if (wanted === key && active()) show(next, run);
      });
    },
    /** A new game: nothing picked, no tally kept from the last one. */
    reset(next) {
      info = next;
      picked = null;
      wanted = null;
      stats = null;
      shownRun = null;
    },
    /** The card in the page's new words (and names): its head, its caption, the tally on show. */
    refresh() {
      showHead();
      if (stats) show(stats, shownRun);
    },
    /** The card is this game's again: its head, its shading; the tally at the next update. */
    shown() {
      showHead();
      shade.setAttribute('aria-pressed', String(shading));
      decorate({ shading });
      clearCard();
      wanted = null;
    },
  };
}
