// The timeline: a slider over every step of the run, with marks for the moments that matter
// (the first Lose, the end of each remoteness layer, the queue running empty) and a button
// that advances one layer. Mapping the run costs a whole run, so large games map it on
// demand. Seeks go through the controller's `seek(step)`.

/** Where a mark sits and what it says, for a timeline { total, firstLose, layerEnds, queueEmpty }. */
export function timelineMarks(timeline) {
  const marks = [];
  if (timeline.firstLose !== null && timeline.firstLose !== undefined) {
    marks.push({ step: timeline.firstLose, kind: 'first-lose', label: `step ${timeline.firstLose}: the first Lose` });
  }
  (timeline.layerEnds ?? []).forEach((step, remoteness) => {
    marks.push({ step, kind: 'layer-end', label: `step ${step}: every state of remoteness ${remoteness} is decided` });
  });
  if (timeline.queueEmpty !== undefined) {
    marks.push({ step: timeline.queueEmpty, kind: 'queue-empty', label: `step ${timeline.queueEmpty}: the queue is empty` });
  }
  return marks;
}

/** The first layer end after `step`, or the end of the run. */
export function nextLayerEnd(timeline, step) {
  return (timeline.layerEnds ?? []).find((end) => end > step) ?? timeline.total;
}

export function createTimeline(doc, { seek, map }) {
  const slider = doc.getElementById('timeline');
  const marks = doc.getElementById('timeline-marks');
  const layer = doc.getElementById('layer-step');
  const mapButton = doc.getElementById('timeline-map');
  const note = doc.getElementById('timeline-note');
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
    /** A new game: its timeline if mapped already, else null (and whether mapping is cheap). */
    reset(mapped) {
      timeline = mapped;
      slider.disabled = mapped === null;
      mapButton.hidden = mapped !== null;
      layer.hidden = mapped === null || !mapped.layerEnds;
      slider.max = String(mapped ? mapped.total : 0);
      note.textContent = mapped ? `${mapped.total} steps` : 'Map the run to scrub through it.';
      if (mapped) drawMarks();
      else marks.replaceChildren();
    },
    /** Shows the run at `step`. */
    show(step) {
      if (timeline && slider.value !== String(step)) slider.value = String(step);
      slider.setAttribute('aria-valuetext', `step ${step}${timeline ? ` of ${timeline.total}` : ''}`);
    },
  };
}
