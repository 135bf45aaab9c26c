// Predicting the next step: before a Step the learner marks the states they expect it to
// label and the counters they expect to drop; the step's report grades each mark.

/** The next mark of a clicked state: none -> labelled -> counter drops -> none. */
export function nextGuess(guess) {
  return { undefined: 'label', label: 'counter', counter: undefined }[guess];
}

/**
 * Grades `guesses` (Map state -> 'label' | 'counter') against a step report. A state the
 * step labelled was right if guessed 'label'; one whose counter only dropped, if guessed
 * 'counter'. Anything else guessed is wrong; anything that happened unguessed is missed.
 */
export function grade(guesses, report) {
  const truth = new Map();
  for (const d of report.decremented) truth.set(d.state, 'counter');
  for (const l of report.labelled) truth.set(l.state, 'label');
  const marks = [];
  let right = 0;
  let wrong = 0;
  let missed = 0;
  for (const [state, guess] of guesses) {
    const ok = truth.get(state) === guess;
    marks.push({ state, kind: ok ? 'right' : 'wrong' });
    if (ok) right += 1;
    else wrong += 1;
  }
  for (const [state] of truth) {
    if (guesses.get(state) === truth.get(state)) continue;
    if (!guesses.has(state)) {
      marks.push({ state, kind: 'missed' });
      missed += 1;
    }
  }
  return { right, wrong, missed, marks };
}
