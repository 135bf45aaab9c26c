// @ts-check
// The position beside the state map, for a program with `draw` lines: the state pinned,
// hovered or played drawn as the program says (position-view.js), with its moves as where a
// piece can go (coloured by outcome, uncoloured while Play hides them); with no state in
// focus during a run, the latest step: the state taken and where the pieces stood in the
// states it labelled or counted down. Its text, as the problem's input writes it, is in
// `#position-text`. A click on a move plays it when Play offers it, else pins its target.

import { sentences, t } from '../../i18n/index.js';
import { say } from '../../i18n/live.js';
import { Outcome } from '../../model/states.js';
import { createPositionView } from './position-view.js';
import { boardMoves, moverPiece } from './position.js';
import { stateName } from './text.js';
import { wordsOf } from './values.js';

/** The state a played game stands at: its last move's target, or its start. */
const playedAt = (played) => (played ? played.at ?? played.moves.at(-1)?.to ?? played.start : null);

/** What to draw now: the state in focus or played with its moves, else the run's latest step. */
function wantedOf(focusState, played, run) {
  const state = focusState ?? playedAt(played);
  if (state !== null && state !== undefined) return { state, mode: 'moves', around: [] };
  const step = run.last;
  if (!step || step.taken === null || step.taken === undefined) return null;
  const around = [...new Set([...step.labelled.map((l) => l.state), ...step.decremented.map((d) => d.state)])];
  return { state: step.taken, mode: 'step', around };
}

/** Whether the game is drawn as a board (a grid or a graph) with pieces, not as counts. */
const onABoard = (info) => Boolean(info.drawing.grid || info.drawing.graph);

/** The words for a position's moves: on a board, as counts, hidden or not, or moves to sums. */
function movesKey(info, concealed) {
  if (info.sums) return 'position.sums';
  const kind = onABoard(info) ? 'position.moves' : 'position.movesCounts';
  return concealed ? `${kind}Hidden` : kind;
}

/** What a position's note says of its moves: how many, how they are drawn, whose turn, what is not drawn. */
function movesNote(info, scene, name, concealed) {
  const { position, mover, drawing } = scene;
  const moves = position.moves.length + (position.undrawn ?? 0);
  const said = [moves === 0 ? t('position.noMove', { name }) : t(movesKey(info, concealed), { name, moves })];
  if (!info.sums && onABoard(info)) {
    const { stays } = boardMoves(drawing, position);
    if (mover >= 0) said.push(t('position.mover', { piece: drawing.pieces[mover].name }));
    if (mover >= 0 && stays.length > 0) said.push(t('position.staysRinged', { stays: stays.length }));
    else if (stays.length > 0) said.push(t('position.staysUndrawn', { stays: stays.length }));
  }
  return sentences(said);
}

/** @param {Document} doc @param {import('../contract.js').PanelHooks} hooks */
export function createPositionPanel(doc, hooks) {
  const figure = doc.getElementById('position');
  const canvas = /** @type {HTMLCanvasElement} */ (doc.getElementById('position-canvas'));
  const text = doc.getElementById('position-text');
  const note = doc.getElementById('position-note');
  const view = createPositionView(canvas);
  let info = null;
  let focusState = null;
  let concealed = false;
  let scene = null;
  let asked = '';

  function fit() {
    const rect = canvas.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) view.resize(rect.width, rect.height, globalThis.devicePixelRatio || 1);
    view.draw(scene);
  }
  new ResizeObserver(fit).observe(canvas);

  /** The scene for `position` (PositionWire) as `wanted` asked it, on the run as shown. */
  function sceneOf(position, wanted, run) {
    const step = run.last;
    return {
      drawing: info.drawing,
      position,
      mode: wanted.mode,
      mover: moverPiece(info.drawing, wordsOf(position.state, info), info.variables),
      outcomeOf: (state) => (concealed ? null : run.outcomes[state] ?? Outcome.Undecided),
      step: {
        labelled: new Map((wanted.mode === 'step' ? step.labelled : []).map((l) => [l.state, l.outcome])),
        counters: new Map((wanted.mode === 'step' ? step.decremented : []).map((d) => [d.state, d.remaining])),
        movers: new Map(wanted.around.map((s) => [s, moverPiece(info.drawing, wordsOf(s, info), info.variables)])),
      },
    };
  }

  /** A `draw` line that fails on the state: its located error instead of a drawing. */
  function showFailure(problem) {
    scene = null;
    text.textContent = '';
    say(note, () => t('position.failed', { detail: problem.message ?? problem.detail ?? '' }));
    view.draw(null);
  }

  function show(position, wanted, run) {
    scene = position ? sceneOf(position, wanted, run) : null;
    text.textContent = position ? position.text : '';
    const name = position ? stateName(position.state, info) : '';
    if (!position) say(note, () => t('position.none'));
    else if (wanted.mode === 'step') say(note, () => t(onABoard(info) ? 'position.step' : 'position.stepCounts', { name, around: wanted.around.length }));
    else say(note, () => movesNote(info, scene, name, concealed));
    view.draw(scene);
  }

  async function ask(wanted, run) {
    const key = wanted ? `${run.session}|${run.version}|${wanted.state}|${wanted.mode}|${concealed}` : '';
    if (key === asked) return;
    asked = key;
    if (!wanted) {
      show(null, null, run);
      return;
    }
    const position = await hooks.queries.position({ state: wanted.state, around: wanted.around });
    if (asked !== key || !hooks.active()) return;
    if (position?.error) showFailure(position.error);
    else show(position, wanted, run);
  }

  canvas.addEventListener('click', (event) => {
    const rect = canvas.getBoundingClientRect();
    const to = view.hitTest(event.clientX - rect.left, event.clientY - rect.top);
    if (to === null) return;
    const offered = /** @type {HTMLButtonElement | null} */ (doc.querySelector(`#play-moves button[data-to="${to}"]`));
    if (offered && !offered.disabled) offered.click();
    else hooks.pin({ state: to });
  });

  return {
    reset(next) {
      info = next;
      figure.dataset.drawn = String(Boolean(next?.drawing));
      asked = '';
      scene = null;
      view.draw(null);
    },
    focus(described, moment) {
      focusState = described?.state ?? null;
      concealed = Boolean(moment.concealed);
    },
    update(run) {
      if (!info?.drawing || !hooks.active()) return;
      ask(wantedOf(focusState, hooks.played(), run), run);
    },
  };
}
