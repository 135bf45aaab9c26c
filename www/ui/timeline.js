// The timeline: a slider over every step of the run, with marks for the moments that matter
// (Berzerk's first Lose, the end of each remoteness layer, the queue running empty) and a
// button that advances one layer. Mapping the run costs a whole run, so large games map it
// on demand, in the engine's worker. Seeks go through `seek(step)`, the controller's 'seek' event. Each
// game names the marks it has (`timelineKey`); the key lists those this run draws (a run
// with no Lose by counting down has no such mark), and a game without marks shows no key.

import { t } from '../i18n/index.js';

/**
 * Places along the track a mark can take: a run with more layers than this (a long chain of
 * Loops' neighbours can have half a million) draws the first layer end of each place and
 * says how many layers it stands for, so the track never holds more marks than pixels.
 */
export const MARK_PLACES = 400;

/** The layer ends kept, one per place: [step, first remoteness, last remoteness]. */
function keptLayerEnds(layerEnds, total, places) {
  const kept = [];
  let lastPlace = -1;
  layerEnds.forEach((step, remoteness) => {
    const place = Math.floor((places * step) / Math.max(1, total));
    if (place === lastPlace) kept[kept.length - 1][2] = remoteness;
    else kept.push([step, remoteness, remoteness]);
    lastPlace = place;
  });
  return kept;
}

/** Where a mark sits and what it says, for a timeline { total, firstLose, layerEnds, queueEmpty }. */
export function timelineMarks(timeline, places = MARK_PLACES) {
  const marks = [];
  if (timeline.firstLose !== null && timeline.firstLose !== undefined) {
    marks.push({ step: timeline.firstLose, kind: 'first-lose', label: t('timeline.markFirstLose', { step: timeline.firstLose }) });
  }
  for (const [step, first, last] of keptLayerEnds(timeline.layerEnds ?? [], timeline.total, places)) {
    // The deepest layer has no next one to speak of.
    const deepest = first + 1 >= (timeline.layerEnds ?? []).length;
    const label = first !== last
      ? t('timeline.markLayers', { step, first, last })
      : t(deepest ? 'timeline.markLastLayer' : 'timeline.markLayer', { step, remoteness: first });
    marks.push({ step, kind: 'layer-end', label });
  }
  if (timeline.queueEmpty !== undefined) {
    marks.push({ step: timeline.queueEmpty, kind: 'queue-empty', label: t('timeline.markQueueEmpty', { step: timeline.queueEmpty }) });
  }
  return marks;
}

/** The first layer end after `step`, or the end of the run. */
export function nextLayerEnd(timeline, step) {
  return (timeline.layerEnds ?? []).find((end) => end > step) ?? timeline.total;
}

/** The entries of a game's key (`[kind, label]`) whose kind of mark this timeline draws. */
export function keyOfMarks(timeline, key) {
  const drawn = new Set(timelineMarks(timeline).map((mark) => mark.kind));
  return key.filter(([kind]) => drawn.has(kind));
}

function keyItems(doc, key) {
  return key.flatMap(([kind, label]) => {
    const mark = doc.createElement('span');
    mark.className = `mark ${kind}`;
    return [mark, ` ${label} `];
  });
}

export function createTimeline(doc, { seek, map }) {
  const slider = doc.getElementById('timeline');
  const marks = doc.getElementById('timeline-marks');
  const layer = doc.getElementById('layer-step');
  const mapButton = doc.getElementById('timeline-map');
  const note = doc.getElementById('timeline-note');
  const keyLine = doc.getElementById('timeline-key');
  let timeline = null;

  slider.addEventListener('input', () => seek(Number(slider.value)));
  layer.addEventListener('click', () => timeline && seek(nextLayerEnd(timeline, Number(slider.value))));
  mapButton.addEventListener('click', map);

  function drawMarks() {
    marks.replaceChildren(...timelineMarks(timeline).map(({ step, kind, label }) => {
      const mark = doc.createElement('span');
      mark.className = `mark ${kind}`;
      mark.style.left = `${(100 * step) / Math.max(1, timeline.total)}%`;
      mark.title = label;
      return mark;
    }));
  }

  return {
    /** A new game: its timeline if mapped already, else null, and the game's key of marks. */
    reset(mapped, game) {
      timeline = mapped;
      slider.disabled = mapped === null;
      mapButton.hidden = mapped !== null;
      layer.hidden = mapped === null || !mapped.layerEnds?.length;
      slider.max = String(mapped ? mapped.total : 0);
      note.textContent = mapped ? t('count.steps', { count: mapped.total }) : t('timeline.unmapped');
      keyLine.replaceChildren(...(mapped ? keyItems(doc, keyOfMarks(mapped, game.timelineKey())) : []));
      if (mapped) drawMarks();
      else marks.replaceChildren();
    },
    /** Shows the run at `step`. */
    show(step) {
      if (timeline && slider.value !== String(step)) slider.value = String(step);
      slider.setAttribute('aria-valuetext', timeline ? t('timeline.valueOf', { step, total: timeline.total }) : t('timeline.value', { step }));
    },
  };
}
