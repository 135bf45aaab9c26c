// The reverse BFS as the page shows it, and which lines the latest step executed.

export const BERZERK_CODE = Object.freeze({
  lines: Object.freeze([
    'queue ← both hole states (Lose, remoteness 0)',
    'while the queue is not empty:',
    '  s ← take the front of the queue',
    '  for each undecided predecessor p of s:',
    '    if s is Lose: p ← Win, remoteness(s) + 1; queue p',
    '    else: counter(p) ← counter(p) − 1',
    '      if counter(p) = 0: p ← Lose, remoteness(s) + 1; queue p',
    'every state still undecided ← Loop',
  ]),
  /** Line indices the latest step ran through. */
  active(snap) {
    const last = snap.last;
    if (!last) return [0];
    if (last.taken === null) return [7];
    if (snap.outcomes[last.taken] !== 2) {
      const labelled = last.labelled ? last.labelled.length > 0 : false;
      return labelled ? [2, 3, 5, 6] : [2, 3, 5];
    }
    return [2, 3, 4];
  },
});
