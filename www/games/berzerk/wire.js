// Worker side: the binding's Berzerk values (the wire contract, crates/wire) in the page's
// words. The contract names a move generically (`move`); in Berzerk a move is a jump.

/** The latest step in brief, each deciding move as its jump. */
export function stepFromWire(step) {
  return {
    index: step.index,
    taken: step.taken,
    labelled: step.labelled.map((l) => ({
      state: l.state, outcome: l.outcome, jump: l.move, remoteness: l.remoteness,
    })),
    decremented: step.decremented,
    labelledCount: step.labelledCount,
    decrementedCount: step.decrementedCount,
    loops: step.loops,
  };
}

function reasonFromWire(reason) {
  switch (reason.kind) {
    case 'win':
      return {
        kind: 'win', jump: reason.move, to: reason.to, toRemoteness: reason.toRemoteness,
      };
    case 'lose':
      return {
        kind: 'lose', jumps: reason.moves, resist: reason.move, to: reason.to, toRemoteness: reason.toRemoteness,
      };
    case 'loop':
      return { kind: 'loop', jump: reason.move, to: reason.to };
    default:
      return reason;
  }
}

/** A state's explanation: reason, move table and best line, with jumps. */
export function explanationFromWire(info) {
  return {
    state: info.state,
    outcome: info.outcome,
    remoteness: info.remoteness,
    counter: info.counter,
    reason: reasonFromWire(info.reason),
    moves: info.moves.map((row) => ({
      jump: row.move, to: row.to, outcome: row.outcome, remoteness: row.remoteness, group: row.group, best: row.best,
    })),
    line: {
      moves: info.line.moves.map((move) => ({ jump: move.move, to: move.to })),
      cycleStart: info.line.cycleStart,
    },
  };
}
