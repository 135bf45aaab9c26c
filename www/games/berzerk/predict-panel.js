// "Predict the next step": while it is on (small games only), clicking a state marks it as
// expected to be labelled, a second click as expected to have its counter drop, a third
// clears it. Step then marks each guess right, wrong or missed on the board and keeps a score.

import { DETAIL_LIMIT } from '../../draw/ring-geometry.js';
import { grade, nextGuess } from './predict.js';

export function createPredictPanel(doc, hooks) {
  const toggle = doc.getElementById('predict');
  const result = doc.getElementById('predict-result');
  const score = doc.getElementById('predict-score');
  let on = false;
  let guesses = new Map();
  let guessedAt = null; // the step the guesses are for (they grade the step after it)
  let total = { right: 0, wrong: 0, missed: 0 };
  let markedAt = null; // the step whose grades are on the board

  const showMarks = (marks, step = null) => {
    markedAt = marks ? step : null;
    hooks.decorate({ marks });
  };
  const guessMarks = () => [...guesses].map(([state, guess]) => ({ state, kind: `guess-${guess}` }));

  function showScore() {
    score.textContent = `Score: ${total.right} right, ${total.wrong} wrong, ${total.missed} missed.`;
    Object.assign(score.dataset, { right: String(total.right), wrong: String(total.wrong), missed: String(total.missed) });
  }

  toggle.addEventListener('click', () => {
    on = !on;
    toggle.setAttribute('aria-pressed', String(on));
    guesses = new Map();
    result.textContent = on ? 'Click the states you expect the next step to label (twice: its counter drops), then Step.' : '';
    showMarks(null);
  });
  doc.getElementById('predict-new').addEventListener('click', () => hooks.loadRandom());

  return {
    /** While predicting, a click on a state cycles its guess instead of pinning it. */
    claimsClick(target, snap) {
      if (!on || !target || snap.n > DETAIL_LIMIT) return false;
      const guess = nextGuess(guesses.get(target.state));
      if (guess) guesses.set(target.state, guess);
      else guesses.delete(target.state);
      guessedAt = snap.steps;
      showMarks(guessMarks(), snap.steps);
      return true;
    },
    update(snap) {
      if (markedAt !== null && guessedAt === null && snap.steps !== markedAt) showMarks(null);
      if (!on || guessedAt === null || snap.steps === guessedAt) return;
      const stepped = snap.steps === guessedAt + 1 && snap.last && snap.last.labelled;
      guessedAt = null;
      if (!stepped) {
        guesses = new Map();
        showMarks(null);
        return;
      }
      const graded = grade(guesses, snap.last);
      guesses = new Map();
      for (const key of ['right', 'wrong', 'missed']) total[key] += graded[key];
      result.textContent = `This step: ${graded.right} right, ${graded.wrong} wrong, ${graded.missed} missed.`;
      Object.assign(result.dataset, { right: String(graded.right), wrong: String(graded.wrong), missed: String(graded.missed) });
      showScore();
      showMarks(graded.marks, snap.steps);
    },
    /** A new game: no guesses, a fresh score; on circles too large to draw each state, off. */
    reset(info) {
      guesses = new Map();
      guessedAt = null;
      total = { right: 0, wrong: 0, missed: 0 };
      const fits = info.n <= DETAIL_LIMIT;
      toggle.disabled = !fits;
      if (!fits && on) {
        on = false;
        toggle.setAttribute('aria-pressed', 'false');
      }
      result.textContent = fits ? '' : `Predicting works on circles of up to ${DETAIL_LIMIT} objects, where every state is drawn.`;
      for (const key of ['right', 'wrong', 'missed']) delete result.dataset[key];
      score.textContent = '';
      if (on) showScore();
      showMarks(null);
    },
  };
}
