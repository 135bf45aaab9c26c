// The page's copy of the two-pile sieve's run, kept up to date from the engine's snapshots:
// the decided-at table of the square (the step that decided each cell, 0 while undecided)
// and the P-positions found, as flat pairs in step order. A forward snapshot names only the
// cells that changed, so a step costs its rays, not the square.

export function createPileRun() {
  return {
    session: -1,
    size: 0,
    decidedAt: new Uint16Array(0),
    pairs: new Uint32Array(0),
    steps: 0,
    done: false,
    ruledOut: 0,
    cells: 0,
    last: null,
    version: 0,
  };
}

/** Brings `run` up to date with a snapshot; returns `run`. */
export function applyPileSnapshot(run, snap) {
  if (snap.table?.kind === 'full') run.decidedAt = snap.table.decidedAt;
  else if (snap.session !== run.session) throw new Error('a new grid needs a full snapshot');
  else if (snap.table?.kind === 'forward') {
    const { cells, at } = snap.table;
    for (let i = 0; i < cells.length; i += 1) run.decidedAt[cells[i]] = at[i];
  }
  Object.assign(run, {
    session: snap.session,
    size: snap.size,
    pairs: snap.pairs,
    steps: snap.steps,
    done: snap.done,
    ruledOut: snap.ruledOut,
    cells: snap.cells,
    last: snap.last,
  });
  run.version += 1;
  return run;
}
