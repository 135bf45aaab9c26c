// How many steps Play takes in an animation frame: the chosen speed times the time since the
// last frame, carried over in fractions, and never a burst after a stall (a hidden tab, a
// slow frame). Pure, for testing.

/** The steps due at time `now` (ms) and the pacing to carry on with. */
export function stepsDue(pace, now, speed) {
  let carry = pace.carry;
  if (pace.lastTime !== null) carry = Math.min(carry + ((now - pace.lastTime) / 1000) * speed, Math.max(1, speed / 10));
  const due = Math.floor(carry);
  return { due, pace: { carry: carry - due, lastTime: now } };
}

/** Pacing at the start of Play (one step at once) or at rest. */
export const startPace = (playing) => ({ carry: playing ? 1 : 0, lastTime: null });
