// Just enough of three file formats to check a recording: a WebM file's EBML header and its
// frames (SimpleBlocks and Blocks in the clusters), an MP4 file's `ftyp` box and its sample
// count (`stsz`, or the `trun` boxes of a fragmented file), and a GIF's header, logical
// screen and image descriptors with their delays.

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;
/** Master elements walked into rather than skipped. */
const ENTERED = new Set([SEGMENT, CLUSTER, BLOCK_GROUP]);

/** An EBML variable-length number at `at`: { value, length, unknown } (`keep` keeps the marker bit, for IDs). */
function vint(bytes, at, keep) {
  const first = bytes[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw new Error(`bad EBML number at ${at}`);
  let value = keep ? first : first & (0xff >> length);
  let ones = value === (0xff >> length);
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + bytes[at + i];
    if (bytes[at + i] !== 0xff) ones = false;
  }
  return { value, length, unknown: !keep && ones };
}

/** { header, frames, keyFrames }: whether the file starts with an EBML header, and its blocks. */
export function webmFrames(buffer) {
  const bytes = new Uint8Array(buffer);
  const header = bytes.length >= 4 && ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0 === EBML;
  let frames = 0;
  let keyFrames = 0;
  let at = 0;
  while (at < bytes.length) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    if (ENTERED.has(id.value)) {
      at = body; // its children follow, whatever its size says
      continue;
    }
    if (size.unknown) throw new Error(`element ${id.value.toString(16)} of unknown size at ${at}`);
    if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      frames += 1;
      // After the track number (a vint), a 16-bit timecode, then the flags: 0x80 is a key frame.
      const track = vint(bytes, body, false);
      if (id.value === SIMPLE_BLOCK && bytes[body + track.length + 2] & 0x80) keyFrames += 1;
    }
    at = body + size.value;
  }
  return { header, frames, keyFrames };
}

/** The boxes of an MP4 between `from` and `to`: [{ type, start, body, end }]. */
function boxes(view, from, to) {
  const list = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + at + 4, 4));
    let body = at + 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    list.push({
      type, start: at, body, end: at + size,
    });
    at += size;
  }
  return list;
}

/** { brand, samples, fragmented }: the `ftyp` major brand (null without one) and the samples of the file. */
export function mp4Samples(buffer) {
  const view = new DataView(buffer);
  const top = boxes(view, 0, buffer.byteLength);
  const ftyp = top[0]?.type === 'ftyp' ? top[0] : null;
  const brand = ftyp ? String.fromCharCode(...new Uint8Array(buffer, ftyp.body, 4)) : null;
  const find = (list, path) => {
    if (path.length === 0) return list;
    return list.filter((b) => b.type === path[0]).flatMap((b) => find(boxes(view, b.body, b.end), path.slice(1)));
  };
  let samples = 0;
  for (const stsz of find(top, ['moov', 'trak', 'mdia', 'minf', 'stbl'])) {
    if (stsz.type === 'stsz') samples += view.getUint32(stsz.body + 8);
  }
  const moofs = top.filter((b) => b.type === 'moof');
  for (const trun of moofs.flatMap((moof) => find(boxes(view, moof.body, moof.end), ['traf']))) {
    if (trun.type === 'trun') samples += view.getUint32(trun.body + 4);
  }
  return { brand, samples, fragmented: moofs.length > 0 };
}

/** Skips GIF data sub-blocks from `at`; returns the offset after the terminator. */
function skipSubBlocks(bytes, at) {
  let i = at;
  while (bytes[i] !== 0) i += bytes[i] + 1;
  return i + 1;
}

/** { signature, width, height, frames, delays }: the header, logical screen, image descriptors and frame delays (ms). */
export function gifFrames(buffer) {
  const bytes = new Uint8Array(buffer);
  const signature = String.fromCharCode(...bytes.subarray(0, 6));
  const width = bytes[6] | (bytes[7] << 8);
  const height = bytes[8] | (bytes[9] << 8);
  let at = 13;
  if (bytes[10] & 0x80) at += 3 * (2 << (bytes[10] & 7));
  let frames = 0;
  const delays = [];
  while (at < bytes.length) {
    const kind = bytes[at];
    if (kind === 0x3b) return {
      signature, width, height, frames, delays, trailer: true,
    };
    if (kind === 0x21) {
      if (bytes[at + 1] === 0xf9) delays.push(10 * (bytes[at + 4] | (bytes[at + 5] << 8)));
      at = skipSubBlocks(bytes, at + 2);
    } else if (kind === 0x2c) {
      frames += 1;
      const flags = bytes[at + 9];
      at += 10;
      if (flags & 0x80) at += 3 * (2 << (flags & 7));
      at = skipSubBlocks(bytes, at + 1);
    } else {
      throw new Error(`unexpected GIF block 0x${kind.toString(16)} at ${at}`);
    }
  }
  return {
    signature, width, height, frames, delays, trailer: false,
  };
}
