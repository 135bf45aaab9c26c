// Raw deflate (RFC 1951), written at once: the page packs a long text of a link (`edgesz=`)
// while it builds the address, which is not a moment to wait for the browser's asynchronous
// CompressionStream. Greedy LZ77 matches over a 32 KiB window, then per block Huffman codes
// fitted to that block (dynamic blocks), for a link is mostly digits: fixed codes would spend
// 8 bits on each. Any inflater reads it back (ui/packed.js uses the browser's own).

const WINDOW = 1 << 15;
const HASH_SIZE = 1 << 15;
const MIN_MATCH = 3;
const MAX_MATCH = 258;
/** How many earlier places with the same three bytes are tried for a match. */
const MAX_CHAIN = 16;
/** Matches and literals per block: each block gets its own codes. */
const BLOCK_TOKENS = 1 << 15;
const END_OF_BLOCK = 256;

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
/** The order the code-length code's lengths are written in. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** The last index of `bases` whose base is at most `value`. */
function baseIndex(bases, value) {
  let i = bases.length - 1;
  while (bases[i] > value) i -= 1;
  return i;
}

/** Bits written least significant first, as deflate packs them. */
function createBitWriter(capacity) {
  let bytes = new Uint8Array(Math.max(64, capacity));
  let at = 0;
  let held = 0;
  let count = 0;
  const push = (byte) => {
    if (at === bytes.length) {
      const grown = new Uint8Array(bytes.length * 2);
      grown.set(bytes);
      bytes = grown;
    }
    bytes[at] = byte;
    at += 1;
  };
  return {
    /** The `n` low bits of `value` (n <= 16). */
    bits(value, n) {
      held |= value << count;
      count += n;
      while (count >= 8) {
        push(held & 0xff);
        held >>>= 8;
        count -= 8;
      }
    },
    done() {
      if (count > 0) push(held & 0xff);
      return bytes.slice(0, at);
    },
  };
}

/** Huffman code lengths for `freqs` (at least two used), none longer than `limit`. */
function codeLengths(freqs, limit) {
  let weights = freqs;
  for (;;) {
    const lengths = huffmanLengths(weights);
    if (Math.max(...lengths) <= limit) return lengths;
    // Flatter weights give a shallower tree; all equal, it is as shallow as can be.
    weights = weights.map((w) => (w > 0 ? Math.max(1, w >> 1) : 0));
  }
}

function huffmanLengths(weights) {
  const lengths = new Array(weights.length).fill(0);
  let trees = weights.flatMap((weight, symbol) => (weight > 0 ? [{ weight, symbols: [symbol] }] : []));
  while (trees.length > 1) {
    trees.sort((a, b) => a.weight - b.weight);
    const [a, b] = trees;
    for (const symbol of a.symbols.concat(b.symbols)) lengths[symbol] += 1;
    trees = [{ weight: a.weight + b.weight, symbols: a.symbols.concat(b.symbols) }, ...trees.slice(2)];
  }
  return lengths;
}

/** The canonical codes of `lengths` (RFC 1951 3.2.2), bit-reversed for writing. */
function canonicalCodes(lengths) {
  const perLength = new Array(16).fill(0);
  for (const length of lengths) if (length > 0) perLength[length] += 1;
  const next = new Array(16).fill(0);
  let code = 0;
  for (let bits = 1; bits < 16; bits += 1) {
    code = (code + perLength[bits - 1]) << 1;
    next[bits] = code;
  }
  return lengths.map((length) => {
    if (length === 0) return 0;
    const value = next[length];
    next[length] += 1;
    let reversed = 0;
    for (let i = 0; i < length; i += 1) reversed |= ((value >> i) & 1) << (length - 1 - i);
    return reversed;
  });
}

/** Every tree needs two symbols at least to be a whole code; unused ones get the least weight. */
function withTwoUsed(freqs) {
  const used = freqs.filter((f) => f > 0).length;
  if (used >= 2) return freqs;
  const out = freqs.slice();
  for (let i = 0, added = used; added < 2; i += 1) {
    if (out[i] === 0) {
      out[i] = 1;
      added += 1;
    }
  }
  return out;
}

/** The code lengths run-length coded: [symbol, extra value] pairs (16 repeats, 17/18 zeros). */
function runLengths(lengths) {
  const out = [];
  for (let i = 0; i < lengths.length;) {
    const length = lengths[i];
    let run = 1;
    while (i + run < lengths.length && lengths[i + run] === length) run += 1;
    if (length === 0 && run >= 11) {
      run = Math.min(run, 138);
      out.push([18, run - 11]);
    } else if (length === 0 && run >= 3) {
      out.push([17, run - 3]);
    } else if (length !== 0 && run >= 4) {
      run = Math.min(run, 7);
      out.push([length, 0], [16, run - 4]);
    } else {
      run = 1;
      out.push([length, 0]);
    }
    i += run;
  }
  return out;
}

const RUN_EXTRA = { 16: 2, 17: 3, 18: 7 };

/**
 * A token is a literal byte (below 256) or a match, its length times 2^16 plus its distance
 * (a length is at least 3, so a match is never below 256).
 */
const matchToken = (length, distance) => length * 65536 + distance;
const lengthOf = (token) => token >>> 16;
const distanceOf = (token) => token & 0xffff;

/** Writes one dynamic block of `tokens` (see `matchToken`). */
function writeBlock(out, tokens, final) {
  const litFreqs = new Array(286).fill(0);
  const distFreqs = new Array(30).fill(0);
  for (const token of tokens) {
    if (token < 256) litFreqs[token] += 1;
    else {
      litFreqs[257 + baseIndex(LENGTH_BASE, lengthOf(token))] += 1;
      distFreqs[baseIndex(DISTANCE_BASE, distanceOf(token))] += 1;
    }
  }
  litFreqs[END_OF_BLOCK] = 1;
  const litLengths = codeLengths(withTwoUsed(litFreqs), 15);
  const distLengths = codeLengths(withTwoUsed(distFreqs), 15);
  let litCount = 286;
  while (litLengths[litCount - 1] === 0) litCount -= 1;
  let distCount = 30;
  while (distLengths[distCount - 1] === 0) distCount -= 1;
  const runs = runLengths(litLengths.slice(0, litCount).concat(distLengths.slice(0, distCount)));
  const runFreqs = new Array(19).fill(0);
  for (const [symbol] of runs) runFreqs[symbol] += 1;
  const runLengthsOfCode = codeLengths(withTwoUsed(runFreqs), 7);
  let orderCount = 19;
  while (orderCount > 4 && runLengthsOfCode[CODE_LENGTH_ORDER[orderCount - 1]] === 0) orderCount -= 1;

  out.bits(final ? 1 : 0, 1);
  out.bits(2, 2);
  out.bits(litCount - 257, 5);
  out.bits(distCount - 1, 5);
  out.bits(orderCount - 4, 4);
  for (let i = 0; i < orderCount; i += 1) out.bits(runLengthsOfCode[CODE_LENGTH_ORDER[i]], 3);
  const runCodes = canonicalCodes(runLengthsOfCode);
  for (const [symbol, extra] of runs) {
    out.bits(runCodes[symbol], runLengthsOfCode[symbol]);
    if (symbol >= 16) out.bits(extra, RUN_EXTRA[symbol]);
  }
  writeTokens(out, tokens, { litLengths, distLengths });
}

function writeTokens(out, tokens, { litLengths, distLengths }) {
  const litCodes = canonicalCodes(litLengths);
  const distCodes = canonicalCodes(distLengths);
  for (const token of tokens) {
    if (token < 256) {
      out.bits(litCodes[token], litLengths[token]);
    } else {
      const length = lengthOf(token);
      const distance = distanceOf(token);
      const l = baseIndex(LENGTH_BASE, length);
      out.bits(litCodes[257 + l], litLengths[257 + l]);
      out.bits(length - LENGTH_BASE[l], LENGTH_EXTRA[l]);
      const d = baseIndex(DISTANCE_BASE, distance);
      out.bits(distCodes[d], distLengths[d]);
      out.bits(distance - DISTANCE_BASE[d], DISTANCE_EXTRA[d]);
    }
  }
  out.bits(litCodes[END_OF_BLOCK], litLengths[END_OF_BLOCK]);
}

/**
 * Greedy LZ77 over `bytes`: calls `emit(tokens)` with up to BLOCK_TOKENS tokens at a time
 * (see `matchToken`).
 */
function matches(bytes, emit) {
  const head = new Int32Array(HASH_SIZE).fill(-1);
  const prev = new Int32Array(WINDOW);
  const hashAt = (i) => ((bytes[i] << 10) ^ (bytes[i + 1] << 5) ^ bytes[i + 2]) & (HASH_SIZE - 1);
  const insert = (i) => {
    if (i + MIN_MATCH > bytes.length) return;
    const h = hashAt(i);
    prev[i & (WINDOW - 1)] = head[h];
    head[h] = i;
  };
  const longest = (i) => {
    let best = 0;
    let distance = 0;
    if (i + MIN_MATCH > bytes.length) return { best, distance };
    const most = Math.min(MAX_MATCH, bytes.length - i);
    for (let at = head[hashAt(i)], chain = MAX_CHAIN; at >= 0 && i - at <= WINDOW && chain > 0; at = prev[at & (WINDOW - 1)], chain -= 1) {
      let length = 0;
      while (length < most && bytes[at + length] === bytes[i + length]) length += 1;
      if (length > best) {
        best = length;
        distance = i - at;
        if (length === most) break;
      }
    }
    return { best, distance };
  };
  const tokens = new Int32Array(BLOCK_TOKENS);
  let count = 0;
  for (let i = 0; i < bytes.length;) {
    const { best, distance } = longest(i);
    const step = best >= MIN_MATCH ? best : 1;
    tokens[count] = step > 1 ? matchToken(best, distance) : bytes[i];
    count += 1;
    for (let k = 0; k < step; k += 1) insert(i + k);
    i += step;
    if (count === BLOCK_TOKENS) {
      emit(tokens.slice());
      count = 0;
    }
  }
  emit(tokens.slice(0, count));
}

/** `bytes` deflated (raw: no zlib or gzip wrapper). */
export function deflateRaw(bytes) {
  const out = createBitWriter(bytes.length / 2);
  let pending = null;
  matches(bytes, (tokens) => {
    if (pending) writeBlock(out, pending, false);
    pending = tokens;
  });
  writeBlock(out, pending, true);
  return out.done();
}
