// What a link asks the page to show besides the game: the step (`step=12` or `step=end`),
// the pinned target (`pin=R5`), and a panel's own (Play's `play=R5&you=rick`, Check's
// `answer=`). Whatever of it cannot be shown is not dropped silently: each part ignored
// comes back as a note.

/** A step is a whole number; seeks past a run's end stop at its end. */
const DIGITS = /^\d{1,30}$/;

/** The step a `step=` value asks for: a whole number (as a Number, capped), 'end', or null. */
export function stepAsked(text) {
  if (text === 'end') return { end: true };
  if (!DIGITS.test(text)) return null;
  const value = BigInt(text);
  return { end: false, value, step: value > 0xffffffffn ? 0xffffffff : Number(value) };
}

/** Seeks the step `text` asks for with `seek(step)` (the controller's seek event). */
async function openStep(text, seek) {
  const asked = stepAsked(text);
  if (asked === null) return [{ key: 'link.badStep', values: { value: text } }];
  const snap = await seek(asked.end ? 0xffffffff : asked.step);
  // A seek that failed was reported already; there is no step to tell of.
  if (!snap) return [];
  if (!asked.end && BigInt(snap.steps) < asked.value) {
    return [{ key: 'link.stepPastEnd', values: { value: text, steps: snap.steps } }];
  }
  return [];
}

/**
 * Opens the step, pin and panel parts of `params` on the slot just started from them
 * (`texts`: the link's packed values, read); resolves to the notes for what was ignored.
 * The step is sought with `seek(step)`, an event of the controller's mode machine that
 * resolves to the run's snapshot; the target is pinned with `pinTarget(target)`.
 */
export async function openLink(params, {
  seek, slot, pinTarget, texts = new Map(),
}) {
  const notes = [];
  const step = params.get('step');
  if (step !== null) notes.push(...await openStep(step, seek));
  const pin = params.get('pin');
  if (pin !== null) {
    const target = slot.game.pinFrom(pin, slot.info);
    if (target === null) notes.push({ key: 'link.badPin', values: { value: pin } });
    else pinTarget(target);
  }
  notes.push(...(await slot.panel.openLink?.(params, texts) ?? []));
  return notes;
}
