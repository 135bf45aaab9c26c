// The graph game as the page plays it: any directed graph typed, pasted or drawn as an edge
// list; a token on a node, each player in turn slides it along a move, and a player whose
// node has no move has lost. The shared cards (panels/) explain, check, play and predict it
// as they do Berzerk; the board and the drawing are its own.

import { applyStateSnapshot, createStateRun } from '../../model/state-run.js';
import { t } from '../../i18n/index.js';
import { STATE_FILES } from '../state-files.js';
import { createAnswerPanel } from '../../panels/answer-panel.js';
import { createSharedPanels } from '../../panels/shared.js';
import { createGraphView } from './view.js';
import { createDrawPanel, openFiles } from './draw-panel.js';
import { GRAPH_NAMING, parseNode } from './naming.js';
import { GRAPH_CODE } from './code.js';
import { GRAPH_PRESETS, randomGraph } from './presets.js';
import { headOf } from './edges.js';
import {
  DEFAULT_EDGES, EDGES_FIELD, graphUrlParams, readGraphUrl,
} from './url.js';
import {
  graphCaption, graphNarration, graphQueueLine, graphStatus, graphTooltip,
} from './text.js';

/** Graphs up to this many nodes and moves (as the text's first line says) start on the page. */
const LOCAL_NODES = 5000;
const LOCAL_MOVES = 50000;

/** The first line's `n m` of an edge list, or Infinity each where it is not a number yet. */
function sizeAsked(values) {
  const [n, m] = String(values[EDGES_FIELD]).trim().split(/\s+/, 2).map(Number);
  const size = (x) => (Number.isFinite(x) ? x : Infinity);
  return { n: size(n), m: size(m) };
}

/** The next node in number order (arrow keys), from the pinned one or node 1. */
function moveNodeCursor(target, key, info) {
  const state = target?.state ?? 0;
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[key] ?? 0;
  return { state: (state + step + info.nodes) % info.nodes };
}

export const graph = Object.freeze({
  id: 'graph',
  /** The shared cards of index.html (`data-card`) it shows beside its own markup (parts.html). */
  cards: Object.freeze(['game', 'queue', 'explain', 'check', 'play', 'predict', 'result', 'export-text', 'export-json']),
  fields: Object.freeze([EDGES_FIELD]),
  /** A judge-size edge list shows its first lines only: the whole list is kept and applied. */
  shortenField: (_id, text) => headOf(String(text), (more) => t('graph.shortened', { more })),
  defaults: Object.freeze({ [EDGES_FIELD]: DEFAULT_EDGES }),
  presets: Object.freeze(Object.fromEntries(Object.entries(GRAPH_PRESETS).map(([name, text]) => [name, { [EDGES_FIELD]: text }]))),
  random: (random) => ({ [EDGES_FIELD]: randomGraph(random) }),
  readUrl: readGraphUrl,
  urlParams: graphUrlParams,
  /** The link is about as long as the edge list: longer than `limit`, it is never built per paint. */
  linkFits: (values, limit) => values[EDGES_FIELD].length <= limit,
  placeFor: (values) => {
    const { n, m } = sizeAsked(values);
    return n <= LOCAL_NODES && m <= LOCAL_MOVES ? 'local' : 'worker';
  },
  startMessage: (values) => ({ edges: values[EDGES_FIELD] }),
  createRun: createStateRun,
  /** The page's copy of the run, with the graph's moves for the board to draw. */
  applySnapshot: (run, snap, info) => {
    applyStateSnapshot(run, snap, info.nodes);
    run.edges = info.edges;
    return run;
  },
  createView: createGraphView,
  /** The answer card, the drawing card and the shared cards. */
  createPanel: (doc, hooks) => {
    const answer = createAnswerPanel(doc, { answer: 'graph-answer', copy: 'graph-copy', words: (info) => info.nodes });
    const shared = createSharedPanels(doc, hooks, GRAPH_NAMING);
    const drawing = createDrawPanel(doc, hooks);
    openFiles(doc, hooks);
    return {
      ...shared,
      update: (run, moment) => {
        answer.update(run, moment.info);
        shared.update(run, moment);
        drawing.update();
      },
      reset: (info) => {
        shared.reset(info);
        drawing.reset(info);
      },
      claimsClick: (target, run, place) => drawing.claimsClick(target, run, place) || shared.claimsClick(target, run),
      press: drawing.press,
      drag: drawing.drag,
      release: drawing.release,
    };
  },
  sameTarget: (a, b) => Boolean(a && b && a.state === b.state),
  describeMessage: (target) => ({ state: target.state }),
  focusOf: (target, info, preview) => ({ state: target.state, line: info ? info.line : null, move: preview }),
  anchorOf: (target) => (target && target.state !== undefined ? target.state : null),
  moveCursor: (target, key, _run, info) => moveNodeCursor(target, key, info),
  /** Mapping the run for the timeline runs a copy to its end: at once for graphs on the page. */
  mapsAtStart: (_info, place) => place === 'local',
  pinName: (target) => GRAPH_NAMING.stateName(target.state),
  pinFrom: (text, info) => {
    const state = parseNode(text, info);
    return state === null ? null : { state };
  },
  progress: (run, info) => (run.done ? 1 : run.head / Math.max(1, info.nodes)),
  code: GRAPH_CODE,
  caption: (info) => ({ title: t('game.graph'), text: graphCaption(info) }),
  fileName: (values) => `graph-n${String(values[EDGES_FIELD]).trim().split(/\s+/, 1)[0]}`,
  ...STATE_FILES,
  status: graphStatus,
  narration: graphNarration,
  detail: graphQueueLine,
  tooltip: graphTooltip,
  timelineKey: () => [['first-lose', t('timeline.firstLose')], ['layer-end', t('timeline.layerEnd')], ['queue-empty', t('timeline.queueEmpty')]],
});
