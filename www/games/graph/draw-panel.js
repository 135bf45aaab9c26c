// @ts-check
// Drawing the graph on the board (the Draw card): with drawing on, a click on empty board
// adds a node there, a drag from a node to a node adds the move, a click on a node or a move
// selects it (a node by pinning it), and Delete (the key, or the card's button for touch)
// removes what is selected. Each edit rewrites the edge list (edges.js), puts it in the
// field and starts the run again from the start; the board keeps the nodes where they were.
// Also: finding a node by number, which pins it and brings it into view.

import { createForm } from '../../ui/form.js';
import {
  addMove, addNode, deleteMove, deleteNode, readEdgeList, writeEdgeList,
} from './edges.js';
import { EDGES_FIELD } from './url.js';
import { parseNode } from './naming.js';
import { DETAIL_NODES } from '../../draw/state-graph/geometry.js';

const isTyping = (target) => target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);

export function createDrawPanel(doc, hooks) {
  const toggle = doc.getElementById('graph-draw');
  const remove = doc.getElementById('graph-delete');
  let on = false;
  let fits = true;
  let selected = null; // a selected move { from, to }, nodes from 0
  let rubber = null; // the move being drawn: { from, x, y }
  let serial = 0;
  let info = null;

  const showDrawing = () => hooks.decorate({ drawing: on ? { on, selected, rubber } : null });
  const pinnedNode = () => hooks.pinned()?.state ?? null;

  function refreshButtons() {
    toggle.setAttribute('aria-pressed', String(on));
    toggle.disabled = !fits;
    remove.disabled = !on || (selected === null && pinnedNode() === null);
  }

  /** Applies an edit of the graph shown, saying where its nodes start on the board. */
  function edit(change, placement) {
    const graph = readEdgeList(hooks.values()[EDGES_FIELD]);
    if (graph === null) return;
    const next = change(graph);
    if (next === graph) return;
    serial += 1;
    selected = null;
    rubber = null;
    hooks.decorate({ placement: { serial, ...placement }, drawing: { on, selected, rubber } });
    hooks.load({ [EDGES_FIELD]: writeEdgeList(next) });
  }

  function deleteSelected() {
    if (selected) edit((g) => deleteMove(g, selected.from + 1, selected.to + 1), { kind: 'move' });
    else if (pinnedNode() !== null) {
      const node = pinnedNode();
      edit((g) => deleteNode(g, node + 1), { kind: 'delete', node });
    }
  }

  toggle.addEventListener('click', () => {
    on = !on;
    selected = null;
    rubber = null;
    showDrawing();
    refreshButtons();
  });
  remove.addEventListener('click', deleteSelected);
  doc.addEventListener('keydown', (event) => {
    if (!on || !hooks.active() || isTyping(event.target) || !['Delete', 'Backspace'].includes(event.key)) return;
    event.preventDefault();
    deleteSelected();
  });

  const findForm = createForm(doc, doc.getElementById('graph-find-form'), ['graph-find'], (values) => {
    const state = parseNode(values['graph-find'], info);
    if (state === null) {
      // The same problem as a start of play that names no node: a node from 1 to n.
      findForm.showProblems([{ field: 'graph-find', code: 'graphStart', n: info.nodes }]);
      return;
    }
    serial += 1;
    hooks.decorate({ find: { serial, state } });
    hooks.pin({ state });
  });

  return {
    /** While drawing: empty board adds a node, a move is selected; a node pins as usual. */
    claimsClick(target, _run, place) {
      if (!on) return false;
      if (target?.move) {
        selected = target.move;
        showDrawing();
        refreshButtons();
        return true;
      }
      selected = null;
      if (target?.state !== undefined) {
        showDrawing();
        return false;
      }
      if (place) edit(addNode, { kind: 'add', at: place });
      return place !== null;
    },
    /** A press on a node while drawing starts a move from it. */
    press(hit, point) {
      if (!on || hit?.state === undefined) return false;
      rubber = { from: hit.state, x: point.x, y: point.y };
      return true;
    },
    drag(_hit, point) {
      rubber = { ...rubber, x: point.x, y: point.y };
      showDrawing();
    },
    release(hit) {
      const from = rubber?.from;
      rubber = null;
      if (hit?.state !== undefined && from !== undefined) edit((g) => addMove(g, from + 1, hit.state + 1), { kind: 'move' });
      else showDrawing();
    },
    update: refreshButtons,
    reset(next) {
      info = next;
      fits = next.nodes <= DETAIL_NODES;
      if (!fits) on = false;
      selected = null;
      rubber = null;
      showDrawing();
      refreshButtons();
      findForm.clearProblems();
    },
  };
}

/** "Open a file": an edge list read from a file is applied without being typed into the field. */
export function openFiles(doc, hooks) {
  const input = doc.getElementById('graph-file');
  input.addEventListener('change', async () => {
    const file = input.files[0];
    if (!file || !hooks.active()) return;
    const text = await file.text();
    input.value = '';
    hooks.load({ [EDGES_FIELD]: text });
  });
}
