// The two-pile game behind the message channel: a wasm PilesSession (the plain sieve, one
// P-position per step, over a square of pile sizes) and, for single queries over the whole
// judge range, a PileOracle built on first use.

import { PilesSession, PileOracle } from '../../pkg/retrograde_web.js';
import { cellIndex } from './contract.js';
import { channel, motionMessages } from './channel.js';
import { refusing } from './problems.js';
import { createViewCache } from './views.js';
import { plain } from './plain.js';


function tableSpecs(session) {
  const side = session.size() + 1;
  return [
    ['decidedAt', Uint16Array, session.decided_at_ptr(), side * side],
    // The P-positions found so far, as flat pairs in step order.
    ['pairs', Uint32Array, session.p_positions_ptr(), 2 * session.steps_taken()],
  ];
}

export function createPilesEngine(wasm) {
  const tables = createViewCache(wasm.memory, tableSpecs);
  let session = null;
  let values = null;
  let oracle = null;
  let version = 0;

  const changed = () => {
    version += 1;
  };

  function start({ size }) {
    const next = refusing(() => new PilesSession(String(size)));
    if (session) session.free();
    session = next;
    values = { size: String(size) };
    changed();
    return { size: session.size() };
  }

  function snapshot() {
    const last = session.steps_taken() === 0 ? null : plain(session.last_step());
    const t = tables(session);
    const steps = session.steps_taken();
    const size = session.size();
    return {
      game: 'piles',
      version,
      size,
      decidedAt: t.decidedAt,
      pPositions: t.pairs,
      steps,
      done: session.is_done(),
      ruledOut: session.ruled_out_count(),
      cells: (size + 1) * (size + 1),
      last,
    };
  }

  function describe({ n, m }) {
    const size = session.size();
    if (![n, m].every((v) => Number.isInteger(v) && v >= 0 && v <= size)) return null;
    const cell = plain(session.cell(n, m));
    const t = tables(session);
    const step = t.decidedAt[cellIndex(n, m, size)];
    const pair = step > 0 ? [t.pairs[2 * step - 2], t.pairs[2 * step - 1]] : null;
    return { n, m, decidedAt: cell.decided_at, losing: cell.losing, move: cell.move ?? null, pair };
  }

  /** The fast sieve over the judge's range, built on first use. */
  const judge = () => {
    oracle ??= new PileOracle();
    return oracle;
  };

  const ask = ({ n, m }) => plain(refusing(() => judge().ask(String(n), String(m))));

  const { took, messages } = motionMessages(() => session, changed);

  return channel({
    ...messages,
    start,
    reset: () => start(values),
    step: () => took(session.step() === undefined ? 0 : 1),
    snapshot,
    describe,
    ask,
    /** Whether taking (takeFirst, takeSecond) from (n, m) is a move of the game. */
    legal: ({
      n, m, takeFirst, takeSecond,
    }) => judge().is_legal(n, m, takeFirst, takeSecond),
    /** Perfect play's move from (n, m), or null at (0, 0). */
    reply: ({ n, m }) => plain(judge().perfect_move(n, m)),
  });
}
