// Texts a link carries, each as a list or packed: `edges=` or `edgesz=`, `queries=` or
// `queriesz=` (the piles' judge input), `answer=` or `answerz=`; a rule program as it is or
// packed, `src=` or `srcz=`. A list has `;` between lines and `,` between words (`answer=Lose,Win;Loop,Win`);
// a packed value is a text's exact bytes deflated (raw, RFC 1951) and written in base64url without
// padding (RFC 4648), as `retrograde stress` prints a long value; the browser's own
// DecompressionStream reads it back, so no library is needed. A value that cannot be read
// (not base64url, not deflate, or inflating past a sane size) is null, never a thrown error:
// the page says so and keeps the rest of the link. The page packs a game's long list itself
// (`packShorter`) when the packed value is the shorter. Bytes that are not UTF-8 (a program's
// stray output) read as U+FFFD, for the checker to name as it names any word it cannot read.

import { deflateRaw } from './deflate.js';

/** Texts a link may carry, by the name of their list (the packed one adds a `z`). */
export const LINK_TEXTS = Object.freeze(['edges', 'queries', 'answer']);
/**
 * Texts a link carries as they are (`src=`, a program whose commas and semicolons are its
 * own) or packed (`srcz=`): the page unpacks the packed one, a game reads the plain one.
 */
export const PLAIN_TEXTS = Object.freeze(['src']);

/** Largest text a packed value may inflate to (a judge-size graph is about 14 MB). */
export const UNPACKED_LIMIT = 64 << 20;

/**
 * Longest list the page packs: deflating more at once would hold the page for seconds, and
 * its link is then far past what an address bar takes either way.
 */
const PACK_LIMIT = 2 << 20;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SEXTET = new Map([...ALPHABET].map((c, i) => [c, i]));

/** `bytes` in base64url without padding. */
export function toBase64url(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const word = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const sextets = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < sextets; k += 1) out += ALPHABET[(word >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** A text packed: its UTF-8 bytes deflated (raw) in base64url, as `unpack` reads it. */
export const pack = (text) => toBase64url(deflateRaw(new TextEncoder().encode(text)));

/**
 * Link parameters with each list of `LINK_TEXTS` (`edges=`) written packed (`edgesz=`) where
 * that is shorter; it reads back to the same text (`linkTexts`). The rest are kept as they are.
 */
export function packShorter(params) {
  return params.map(([name, value]) => {
    if (PLAIN_TEXTS.includes(name) && value.length <= PACK_LIMIT) {
      const packed = pack(value);
      return packed.length < encodeURIComponent(value).length ? [`${name}z`, packed] : [name, value];
    }
    if (!LINK_TEXTS.includes(name) || value.length > PACK_LIMIT) return [name, value];
    const packed = pack(listText(value));
    return packed.length < value.length ? [`${name}z`, packed] : [name, value];
  });
}

/** The bytes of a base64url value without padding, or null when it is not one. */
export function fromBase64url(value) {
  if (value.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((value.length * 3) / 4));
  let bits = 0;
  let held = 0;
  let at = 0;
  for (const c of value) {
    const sextet = SEXTET.get(c);
    if (sextet === undefined) return null;
    bits = ((bits << 6) | sextet) & 0xffffff;
    held += 6;
    if (held >= 8) {
      held -= 8;
      bytes[at] = (bits >> held) & 0xff;
      at += 1;
    }
  }
  return bytes;
}

/** The bytes `stream` yields, or null past `limit` of them (the stream is cancelled). */
async function readAll(stream, limit) {
  const reader = stream.getReader();
  const chunks = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/** The text a packed value holds, or null when it holds none (see the top of this file). */
export async function unpack(value, limit = UNPACKED_LIMIT) {
  const deflated = fromBase64url(String(value));
  if (deflated === null) return null;
  try {
    const stream = new Blob([deflated]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    const bytes = await readAll(stream, limit);
    return bytes === null ? null : new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The texts `params` carries, by name (`edgesz=` or `edges=` under `edges`), the packed
 * form before the list: each a string, or null when packed and it cannot be read. A text
 * not in the link is not in the map.
 */
export async function linkTexts(params) {
  const texts = new Map();
  for (const name of LINK_TEXTS) {
    const packed = params.get(`${name}z`);
    const listed = params.get(name);
    if (packed !== null) texts.set(name, await unpack(packed));
    else if (listed !== null) texts.set(name, listText(listed));
  }
  for (const name of PLAIN_TEXTS) {
    const packed = params.get(`${name}z`);
    if (packed !== null) texts.set(name, await unpack(packed));
  }
  return texts;
}

/** A note for each packed text that could not be read (the rest of the link holds). */
export const unreadNotes = (texts) => [...texts]
  .filter(([, text]) => text === null)
  .map(([name]) => ({ key: 'link.badPacked', values: { name: `${name}z` } }));

/** The text of a list value: `;` between lines and `,` between words (`Lose,Win;Loop,Win`). */
export function listText(value) {
  const lines = String(value).split(';').map((line) => line.split(',').filter(Boolean).join(' '));
  return `${lines.join('\n')}\n`;
}
