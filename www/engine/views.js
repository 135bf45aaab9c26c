// Typed-array views over tables that live in wasm memory. Views are rebuilt only when the
// memory grew (its buffer changed) or a table moved; otherwise the same views are reused,
// so reading the tables every frame copies nothing.

/**
 * `specs()` returns [[name, TypedArray, pointer, length], ...] for the current session;
 * `views(session)` hands back { name: view } for them.
 */
export function createViewCache(memory, specs) {
  let key = null;
  let cached = null;
  return function views(session) {
    const list = specs(session);
    const buffer = memory.buffer;
    const same = key !== null && key.buffer === buffer && key.session === session
      && key.list.every(([, , ptr, len], i) => ptr === list[i][2] && len === list[i][3]);
    if (!same) {
      cached = Object.fromEntries(list.map(([name, Type, ptr, len]) => [name, new Type(buffer, ptr, len)]));
      key = { buffer, session, list };
    }
    return cached;
  };
}
