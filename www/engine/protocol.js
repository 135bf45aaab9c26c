// The messages between the page and the engine worker, in one place. The page sends
// requests and cancels; the worker answers each request once, and reports progress of long
// ones on the way. Payloads and answers are plain data (typed arrays included), so they
// cross `postMessage` by structured clone; fresh tables are transferred, not copied.
//
//   page -> worker  { kind: 'init', module }                 the compiled wasm module
//                   { kind: 'request', id, game, type, payload }
//                   { kind: 'cancel', game }                  stop the game's running job
//   worker -> page  { kind: 'ready' }
//                   { kind: 'reply', id, value }              done
//                   { kind: 'reply', id, problems }           refused: [{ field, code, message, ... }]
//                   { kind: 'reply', id, error }              failed: a message
//                   { kind: 'progress', id, game, done, total, phase }

export const KIND = Object.freeze({
  init: 'init',
  ready: 'ready',
  request: 'request',
  cancel: 'cancel',
  reply: 'reply',
  progress: 'progress',
});

/**
 * Requests every game's engine answers. Motion requests (`start` … `end`) change the run and
 * are carried out one at a time, in order; each answers with a snapshot of the run.
 */
export const MOTION = Object.freeze(['start', 'reset', 'step', 'back', 'run', 'seek', 'end']);

/**
 * Requests that only read, which every engine answers. They are answered at once, even between
 * the slices of a running job: `pull` (the run as it stands, as a snapshot), `describe` (one
 * state) and `validate` (a game's fields, checked without starting it).
 */
const COMMON_QUERIES = ['pull', 'describe', 'validate'];

/**
 * Every request answered at once: the common ones, and `bestLine` (a stretch of a state's best
 * line, for the games whose states are a game graph's).
 */
export const QUERIES = Object.freeze([...COMMON_QUERIES, 'bestLine']);

/** Every request an engine must answer; games add their own (see games/<id>/engine.js). */
export const COMMON = Object.freeze([...MOTION, ...COMMON_QUERIES, 'timeline']);
