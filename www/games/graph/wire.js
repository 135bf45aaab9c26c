// Worker side: the binding's graph values (the wire contract, crates/wire) in the page's
// words. The contract names a move generically (`move`); in the graph a move is named by
// the node it reaches (from 1), kept here as `node`.

/** The latest step in brief, each deciding move as the node it reaches. */
export function stepFromWire(step) {
  return {
    index: step.index,
    taken: step.taken,
    labelled: step.labelled.map((l) => ({
      state: l.state, outcome: l.outcome, node: l.move, remoteness: l.remoteness,
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
    case 'loop':
      return { kind: reason.kind, node: reason.move, to: reason.to, toRemoteness: reason.toRemoteness ?? null };
    case 'lose':
      return {
        kind: 'lose', nodes: reason.moves, resist: reason.move, to: reason.to, toRemoteness: reason.toRemoteness,
      };
    default:
      return reason;
  }
}

/** A node's explanation: reason, move table and best line, moves named by node. */
export function explanationFromWire(info) {
  return {
    state: info.state,
    outcome: info.outcome,
    remoteness: info.remoteness,
    counter: info.counter,
    reason: reasonFromWire(info.reason),
    moves: info.moves.map((row) => ({
      node: row.move, to: row.to, outcome: row.outcome, remoteness: row.remoteness, group: row.group, best: row.best,
    })),
    line: {
      moves: info.line.moves.map((move) => ({ node: move.move, to: move.to })),
      cycleStart: info.line.cycleStart,
    },
  };
}
