// "Predict the next step", for any game whose states are a game graph's: while it is on
// (games whose board draws every state), clicking a state marks it as expected to be
// labelled, a second click as expected to have its counter drop, a third clears it. Every
// Step then grades the marks: right, wrong or missed, drawn on the board with a glyph each,
// with the result beside the board (an empty prediction says the step changes nothing, and
// is graded too). A step taken with predicting off clears the grades. One card serves every
// such game; each game's panel acts only while its game is shown.

import { t } from '../i18n/index.js';
import { say } from '../i18n/live.js';
import { grade, nextGuess } from './predict.js';

/** `naming.drawsEach(info)` says whether the board draws every state (so they can be marked). */
export function createPredictPanel(doc, hooks, naming) {
  const toggle = doc.getElementById('predict');
  const result = doc.getElementById('predict-result');
  const score = doc.getElementById('predict-score');
  const hint = doc.getElementById('predict-hint');
  let on = false;
  let guesses = new Map();
  let guessedAt = null; // the step the guesses are for (they grade the step after it)
  let total = { right: 0, wrong: 0, missed: 0 };
  let markedAt = null; // the step whose grades or guesses are on the board
  let concealed = false; // outcomes kept from the person (Play without hints): no guesses taken

  const showMarks = (marks, step = null) => {
    markedAt = marks ? step : null;
    hooks.decorate({ marks });
  };
  const guessMarks = () => [...guesses].map(([state, guess]) => ({ state, kind: `guess-${guess}` }));
  /** The line beside the board: `words()` (worded again if the language changes) and its counts. */
  const setResult = (words, counts = null) => {
    say(result, words);
    for (const key of ['right', 'wrong', 'missed']) {
      if (counts) result.dataset[key] = String(counts[key]);
      else delete result.dataset[key];
    }
  };

  function showScore() {
    const counts = { ...total };
    say(score, () => t('predict.score', counts));
    Object.assign(score.dataset, { right: String(total.right), wrong: String(total.wrong), missed: String(total.missed) });
  }

  /** The toggle as it stands: pressed, and saying what a press does, while predicting. */
  function showToggle() {
    toggle.setAttribute('aria-pressed', String(on));
    toggle.dataset.i18n = on ? 'predict.stop' : 'predict.toggle';
    toggle.textContent = t(toggle.dataset.i18n);
  }

  let fits = true;
  toggle.addEventListener('click', () => {
    if (!hooks.active()) return;
    on = !on;
    showToggle();
    guesses = new Map();
    guessedAt = on ? hooks.steps() : null;
    const started = on;
    setResult(() => (started ? t(naming.predictStarted) : ''));
    showMarks(null);
  });
  doc.getElementById('predict-new').addEventListener('click', () => hooks.active() && hooks.loadRandom());

  function gradeStep(run) {
    const graded = grade(guesses, run.last);
    guesses = new Map();
    for (const key of ['right', 'wrong', 'missed']) total[key] += graded[key];
    const nothing = run.last.labelledCount === 0 && run.last.decrementedCount === 0;
    const key = graded.right + graded.wrong + graded.missed === 0 && nothing ? 'predict.nothingRight' : 'predict.graded';
    setResult(() => t(key, graded), graded);
    showScore();
    showMarks(graded.marks, run.steps);
  }

  /** Drops the guesses and grades in view; a later step is graded only after new guesses. */
  function conceal(run) {
    guesses = new Map();
    if (on) guessedAt = run.steps;
    if (result.textContent !== '') setResult(() => '');
    if (markedAt !== null) showMarks(null);
  }

  return {
    /** While predicting, a click on a state cycles its guess instead of pinning it. */
    claimsClick(target, run) {
      if (!on || concealed || !target || target.state === undefined || !fits) return false;
      const guess = nextGuess(guesses.get(target.state));
      if (guess) guesses.set(target.state, guess);
      else guesses.delete(target.state);
      guessedAt = run.steps;
      showMarks(guessMarks(), run.steps);
      return true;
    },
    /**
     * Grades a step that follows the guesses. While outcomes are concealed (Play without
     * hints) nothing is guessed or graded: the steps taken meanwhile are skipped.
     */
    update(run, moment = {}) {
      concealed = Boolean(moment.concealed);
      if (concealed) {
        conceal(run);
        return;
      }
      if (!on) {
        if (markedAt !== null && run.steps !== markedAt) {
          showMarks(null);
          setResult(() => '');
        }
        return;
      }
      if (guessedAt === null || run.steps === guessedAt) return;
      const stepped = run.steps === guessedAt + 1 && run.last && run.last.labelled;
      guessedAt = run.steps;
      if (stepped) {
        gradeStep(run);
        return;
      }
      guesses = new Map();
      setResult(() => t('predict.skipped'));
      showMarks(null);
    },
    /** A new game: no guesses, a fresh score; on circles too large to draw each state, off. */
    reset(info) {
      guesses = new Map();
      total = { right: 0, wrong: 0, missed: 0 };
      fits = naming.drawsEach(info);
      const wasOn = on;
      toggle.disabled = !fits;
      if (!fits && on) {
        on = false;
        showToggle();
      }
      guessedAt = on ? 0 : null;
      const tooLarge = () => (fits ? '' : naming.predictTooLarge());
      // Beside the board only when it turned predicting off; in the card always.
      setResult(() => (wasOn ? tooLarge() : ''));
      say(score, tooLarge);
      if (on) showScore();
      showMarks(null);
    },
    /** The card is this game's again: its toggle and score as this game left them. */
    shown() {
      // The hint names what is clicked in the game's words (a state, a node).
      hint.dataset.i18n = naming.predictHint;
      hint.textContent = t(naming.predictHint);
      showToggle();
      toggle.disabled = !fits;
      if (on) showScore();
      else say(score, () => (fits ? '' : naming.predictTooLarge()));
    },
  };
}
