// The engine's requests for the Pattern tab, over the rules session: the pattern of the
// outcomes and Grundy values (`pattern`), the Grundy values (`grundy`), and the sweep
// (`sweep`, a job: one build and solve per value, progress between values, stopped by a
// cancel with the values done so far).

/**
 * The Pattern tab's handlers over `wasm`, reading the open session through `session()`
 * (null before a game is open).
 */
export function patternRequests(wasm, session) {
  return {
    /** `--pattern`'s periods, or null unless the state is one integer variable. */
    pattern: () => session()?.pattern() ?? null,
    /** Each state's Grundy value (0xffffffff: infinite), or null when not normal play. */
    grundy: () => session()?.grundy_values() ?? null,
    /**
     * `values` of `param` (its `element`, -1 for the param itself) one at a time, each the
     * game built from `source` and `settings` with that value: `{ results, cancelled, asked }`.
     */
    async sweep({
      source, settings, param, element, values, state,
    }, job) {
      const results = [];
      for (const value of values) {
        if (job.cancelled) return { results, cancelled: true, asked: values.length };
        job.progress(results.length, values.length, 'sweep');
        results.push(wasm.rules_sweep(source, settings, param, element, value, state));
        await job.pause();
      }
      return { results, cancelled: false, asked: values.length };
    },
  };
}
