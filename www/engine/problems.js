// Input the engines refused, as a list of problems, one per bad field: `{ field, code, ... }`,
// a code and its values for the page to word (ui/problem-words.js), with the command's English
// `message` beside them when Rust found the problem. `field` is the id of the form input at
// fault, so the form can put each problem beside it.

export class FieldProblems extends Error {
  constructor(problems) {
    super(problems.length > 0 ? problems[0].message ?? problems[0].code : 'invalid input');
    this.name = 'FieldProblems';
    this.problems = problems;
  }
}

/** Calls `make` (a wasm call that reads form text); a refusal comes back as FieldProblems. */
export function refusing(make) {
  try {
    return make();
  } catch (error) {
    throw toFieldProblems(error);
  }
}

/** Converts what a wasm constructor threw (an Error with a `problems` array) to FieldProblems. */
export function toFieldProblems(error) {
  const raw = error && Array.isArray(error.problems) ? error.problems : null;
  if (raw === null) throw error; // not a refusal: a real failure, let it surface
  return new FieldProblems(raw.map((p) => ({ ...p, field: String(p.field) })));
}

/**
 * Whether `error` says the wasm instance broke: a trap (a Rust panic, memory it could not
 * grow), or the binding refusing a value a trapped call left borrowed. Nothing in the
 * instance can be trusted after one, not even freeing what it holds.
 */
export function broke(error) {
  if (typeof WebAssembly !== 'undefined' && error instanceof WebAssembly.RuntimeError) return true;
  return /while it was borrowed|unsafe aliasing in rust/i.test(String(error?.message ?? ''));
}
