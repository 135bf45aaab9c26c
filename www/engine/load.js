// Loads the wasm module once. The engines get its memory to build typed-array views on.

import init from '../../pkg/retrograde_web.js';

let loaded = null;

/** Resolves to the instantiated module's exports (memory among them); loads only once. */
export function loadWasm() {
  if (!loaded) loaded = init();
  return loaded;
}
