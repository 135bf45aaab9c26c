// Worker side: the binding's Berzerk reports in the page's words. A move's size is a jump
// (a step is one iteration of the search); only an undecided state's counter is shown (a
// labelled state's counter stopped meaning anything when it was labelled);
// the hole is a terminal state.

import { Outcome } from '../../model/states.js';

/** The latest step's report, its lists cut to `limit` entries (with their full lengths). */
export function stepFromWire(report, limit) {
  return {
    index: report.index,
    taken: report.taken ?? null,
    labelled: report.labelled.slice(0, limit).map((l) => ({
      state: l.state, outcome: l.outcome, jump: l.step, remoteness: l.remoteness ?? null,
    })),
    decremented: report.decremented.slice(0, limit).map((d) => ({ state: d.state, remaining: d.remaining })),
    labelledCount: report.labelled.length,
    decrementedCount: report.decremented.length,
  };
}

function reasonFromWire(reason) {
  switch (reason.kind) {
    case 'hole':
      return { kind: 'terminal' };
    case 'win':
      return {
        kind: 'win', jump: reason.step, to: reason.to, toRemoteness: reason.toRemoteness,
      };
    case 'lose':
      return {
        kind: 'lose', jumps: reason.steps, resist: reason.resist, to: reason.to, toRemoteness: reason.toRemoteness,
      };
    case 'loop':
      return { kind: 'loop', jump: reason.step, to: reason.to };
    default:
      return {
        kind: 'undecided',
        counter: reason.counter,
        knownWins: reason.knownWins,
        queuedWins: reason.queuedWins,
        knownLoses: reason.knownLoses,
      };
  }
}

/** A state's explanation: reason, move table and best line, with jumps. */
export function explanationFromWire(info) {
  return {
    state: info.state,
    outcome: info.outcome,
    remoteness: info.remoteness ?? null,
    counter: info.outcome === Outcome.Undecided ? info.counter : null,
    reason: reasonFromWire(info.reason),
    moves: info.moves.map((row) => ({
      jump: row.step, to: row.to, outcome: row.outcome, remoteness: row.remoteness ?? null, group: row.group, best: row.best,
    })),
    line: {
      moves: info.line.moves.map((move) => ({ jump: move.step, to: move.to })),
      cycleStart: info.line.cycleStart ?? null,
    },
  };
}
