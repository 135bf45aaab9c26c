// Worker side: the binding's values for a game graph (the wire contract, crates/wire) in a
// game's own words. The contract names a move generically (`move`); each game gives it its
// name (`key`: Berzerk's `jump`, a graph's `node`), and a list of moves its plural.

/** The readers of the latest step and of an explanation, naming moves `key` (lists `keys`). */
export function wireReader(key, keys) {
  const reason = (r) => {
    if (r.kind === 'win' || r.kind === 'loop') return { kind: r.kind, [key]: r.move, to: r.to, toRemoteness: r.toRemoteness ?? null };
    if (r.kind === 'lose') return {
      kind: 'lose', [keys]: r.moves, resist: r.move, to: r.to, toRemoteness: r.toRemoteness,
    };
    return r;
  };
  /** Moves of a best line from its move `from`, and the whole line's length and cycle start. */
  const line = (l) => ({
    from: l.from,
    moves: l.moves.map((move) => ({ [key]: move.move, to: move.to })),
    length: l.length,
    cycleStart: l.cycleStart,
  });
  return {
    /** The latest step in brief, each deciding move named. */
    step: (step) => ({
      index: step.index,
      taken: step.taken,
      labelled: step.labelled.map((l) => ({
        state: l.state, outcome: l.outcome, [key]: l.move, remoteness: l.remoteness,
      })),
      decremented: step.decremented,
      labelledCount: step.labelledCount,
      decrementedCount: step.decrementedCount,
      loops: step.loops,
    }),
    /** A state's explanation: reason, move table and best line, each move named. */
    explanation: (info) => ({
      state: info.state,
      outcome: info.outcome,
      remoteness: info.remoteness,
      counter: info.counter,
      reason: reason(info.reason),
      moves: info.moves.map((row) => ({
        [key]: row.move, to: row.to, outcome: row.outcome, remoteness: row.remoteness, group: row.group, best: row.best,
      })),
      line: line(info.line),
    }),
    line,
  };
}
