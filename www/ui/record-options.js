// The Record card's options: the steps to record, steps a frame, frame rate, size, video
// format and the words drawn around the board. Kept apart from the recording itself
// (record.js) because it alone asks the browser which video formats it can encode.

import { sentences, t } from '../i18n/index.js';
import { say } from '../i18n/live.js';
import { DEFAULT_FPS, FRAME_RATES, SIZES, VIDEO_FORMATS } from '../record/plan.js';
import { videoConfig } from '../record/support.js';

/** Inputs by the plan's field names. */
const FIELDS = {
  from: 'record-from',
  to: 'record-to',
  stepsPerFrame: 'record-every',
  fps: 'record-fps',
  size: 'record-size',
  format: 'record-format',
};

/** Fills `select` with `options` ({ value, words() }), `chosen` selected. */
function fillSelect(doc, select, options, chosen) {
  select.replaceChildren(...options.map(({ value, words }) => {
    const option = doc.createElement('option');
    option.value = value;
    say(option, words);
    option.selected = value === chosen;
    return option;
  }));
}

/** Marks the video formats the browser cannot encode at the chosen size; resolves to the ones it can. */
async function usableFormats(inputs) {
  const size = SIZES.find((s) => s.id === inputs.size.value) ?? SIZES[0];
  const usable = new Set();
  if (typeof VideoEncoder !== 'undefined') {
    for (const format of VIDEO_FORMATS) {
      if (await videoConfig(format, size, Number(inputs.fps.value))) usable.add(format.id);
    }
  }
  for (const option of inputs.format.options) {
    const format = VIDEO_FORMATS.find((f) => f.id === option.value);
    option.disabled = !usable.has(format.id);
    const usableHere = usable.has(format.id);
    say(option, () => (usableHere ? t(format.words) : t('record.formatMissing', { format: t(format.words) })));
  }
  if (!usable.has(inputs.format.value) && usable.size > 0) inputs.format.value = [...usable][0];
  return usable;
}

/** Wires the card's option fields: their choices, the formats checked, their problems shown. */
export function createRecordOptions(doc) {
  const $ = (id) => doc.getElementById(id);
  const inputs = Object.fromEntries(Object.entries(FIELDS).map(([name, id]) => [name, $(id)]));
  const narration = $('record-narration');
  const counter = $('record-counter');
  let checked = null; // the formats checked for the chosen size: Promise of Set of ids

  fillSelect(doc, inputs.size, SIZES.map((size) => ({ value: size.id, words: () => `${size.width} × ${size.height}` })), SIZES[0].id);
  fillSelect(doc, inputs.fps, FRAME_RATES.map((fps) => ({ value: String(fps), words: () => String(fps) })), String(DEFAULT_FPS));
  fillSelect(doc, inputs.format, VIDEO_FORMATS.map((format) => ({ value: format.id, words: () => t(format.words) })), VIDEO_FORMATS[0].id);

  const checkFormats = () => {
    checked = usableFormats(inputs);
  };
  inputs.size.addEventListener('change', checkFormats);
  // Asking the browser costs a little: done when the card is first reached, not at load.
  const card = $('record-card');
  const firstLook = () => {
    card.removeEventListener('focusin', firstLook);
    card.removeEventListener('pointerenter', firstLook);
    if (!checked) checkFormats();
  };
  card.addEventListener('focusin', firstLook);
  card.addEventListener('pointerenter', firstLook);

  return {
    /** The fields' values by the plan's names. */
    values: () => Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, input.value])),
    /** Which words are drawn around the board. */
    wordsOn: () => ({ narration: narration.checked, counter: counter.checked }),
    /** Shows each field's problems beside it; returns those no field of the card shows. */
    showProblems(problems) {
      for (const [name, input] of Object.entries(inputs)) {
        const error = $(`${input.id}-error`);
        const mine = problems.filter((p) => p.field === name);
        const words = () => sentences(mine.map((p) => t(p.key, p.values)));
        if (error) say(error, words);
        if (mine.length > 0) {
          input.setAttribute('aria-invalid', 'true');
          if (error) input.setAttribute('aria-describedby', error.id);
        } else {
          input.removeAttribute('aria-invalid');
          input.removeAttribute('aria-describedby');
        }
      }
      return problems.filter((p) => !$(`${FIELDS[p.field]}-error`));
    },
    /** The options wait while a recording is under way. */
    disable(on) {
      for (const input of [...Object.values(inputs), narration, counter]) input.disabled = on;
    },
  };
}
