// serde-wasm-bindgen may hand back Maps for structs; the rest of the page wants plain
// objects and arrays (and a Web Worker would need them to be cloneable).

export function plain(value) {
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [k, plain(v)]));
  if (Array.isArray(value)) return value.map(plain);
  return value;
}
