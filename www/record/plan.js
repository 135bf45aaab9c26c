// The plan of a recording, pure: what the Record card's fields ask for (a range of steps,
// steps per frame, frame rate, size, format), which step each frame shows, how long it
// lasts, the limits that keep a file within reach, and the file's name. The recorder
// (ui/record.js) carries it out; nothing here touches the page or an engine.

/** Frame sizes, in device pixels; the first is the default. */
export const SIZES = Object.freeze([
  Object.freeze({ id: '640x480', width: 640, height: 480 }),
  Object.freeze({ id: '1280x720', width: 1280, height: 720 }),
  Object.freeze({ id: '1920x1080', width: 1920, height: 1080 }),
]);

/** Frame rates offered, in frames per second. */
export const FRAME_RATES = Object.freeze([1, 2, 4, 8, 15, 30, 60]);
export const DEFAULT_FPS = 4;

/**
 * Video formats: the container, the codec (mediabunny's name for it), the file's extension
 * and type, and the catalogue key of its name. The first one the browser encodes is the default.
 */
export const VIDEO_FORMATS = Object.freeze([
  Object.freeze({
    id: 'webm-vp9', container: 'webm', codec: 'vp9', extension: 'webm', type: 'video/webm', words: 'record.formatVp9',
  }),
  Object.freeze({
    id: 'webm-vp8', container: 'webm', codec: 'vp8', extension: 'webm', type: 'video/webm', words: 'record.formatVp8',
  }),
  Object.freeze({
    id: 'mp4-avc', container: 'mp4', codec: 'avc', extension: 'mp4', type: 'video/mp4', words: 'record.formatAvc',
  }),
]);

export const GIF_FORMAT = Object.freeze({
  id: 'gif', container: 'gif', codec: 'gif', extension: 'gif', type: 'image/gif', words: 'record.formatGif',
});

/** A frame's layout is worked out at this height in CSS pixels, then scaled to the size. */
export const BASE_HEIGHT = 480;

/** Most frames of a video (two minutes at 30 frames per second). */
export const VIDEO_FRAME_LIMIT = 3600;
/** Most pixels of a GIF, all frames together: 240 frames at 640 x 480, fewer when larger. */
export const GIF_PIXEL_LIMIT = 640 * 480 * 240;
/** Most steps per frame a field accepts. */
export const STEPS_PER_FRAME_LIMIT = 1000000;
/** The last frame stays on screen at least this long, so the end can be read. */
export const HOLD_LAST_US = 1500000;
/** The shortest delay a GIF frame gets: browsers slow down anything quicker. */
export const GIF_MIN_DELAY_MS = 20;

export const sizeById = (id) => SIZES.find((size) => size.id === id) ?? null;
export const videoFormatById = (id) => VIDEO_FORMATS.find((format) => format.id === id) ?? null;

/** The most frames a recording of `kind` ('video' or 'gif') at `size` may have. */
export function frameLimit(kind, size) {
  if (kind === 'gif') return Math.max(2, Math.floor(GIF_PIXEL_LIMIT / (size.width * size.height)));
  return VIDEO_FRAME_LIMIT;
}

/** Frames for steps `from` to `to` at `stepsPerFrame`: the first at `from`, the last at `to`. */
export const framesFor = (from, to, stepsPerFrame) => 1 + Math.ceil((to - from) / stepsPerFrame);

/** The fewest steps per frame that keep steps `from` to `to` within `limit` frames. */
export const stepsPerFrameFor = (from, to, limit) => Math.max(1, Math.ceil((to - from) / (limit - 1)));

/** A whole number from a field, or null when it is not one. */
function wholeNumber(text) {
  const trimmed = String(text ?? '').trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

const problem = (field, key, values = {}) => ({ field, key, values });

/**
 * Reads the Record card's fields for a recording of `kind` ('video' or 'gif').
 * `fields`: { from, to, stepsPerFrame, fps, size, format } as the inputs hold them (an empty
 * `from` is the current step, an empty `to` the end of the run); `run`: { current, total }
 * where `total` is the run's last step when known (the timeline is mapped), else null. Resolves to { plan } or { problems: [{ field, key, values }] } (catalogue keys).
 */
export function readRecording(fields, kind, { current, total = null }) {
  const problems = [];
  const size = sizeById(fields.size);
  if (!size) problems.push(problem('size', 'record.badSize'));
  const fps = Number(fields.fps);
  if (!FRAME_RATES.includes(fps)) problems.push(problem('fps', 'record.badFps'));
  const format = kind === 'gif' ? GIF_FORMAT : videoFormatById(fields.format);
  if (!format) problems.push(problem('format', 'record.badFormat'));

  const fromText = String(fields.from ?? '').trim();
  const from = fromText === '' ? current : wholeNumber(fromText);
  if (from === null) problems.push(problem('from', 'record.badStep'));
  else if (total !== null && from >= total) problems.push(problem('from', fromText === '' ? 'record.atEnd' : 'record.fromPastEnd', { total }));

  const toText = String(fields.to ?? '').trim();
  let to = toText === '' ? null : wholeNumber(toText);
  if (toText !== '' && to === null) problems.push(problem('to', 'record.badStep'));
  else if (to !== null && from !== null && to <= from) problems.push(problem('to', 'record.toBeforeFrom', { from }));
  else if (to !== null && total !== null && to > total) problems.push(problem('to', 'record.toPastEnd', { total }));
  if (to === null && total !== null) to = total;

  const stepsPerFrame = wholeNumber(fields.stepsPerFrame);
  if (stepsPerFrame === null || stepsPerFrame < 1 || stepsPerFrame > STEPS_PER_FRAME_LIMIT) {
    problems.push(problem('stepsPerFrame', 'record.badStepsPerFrame', { limit: STEPS_PER_FRAME_LIMIT }));
  }
  if (problems.length > 0) return { problems };

  const limit = frameLimit(kind, size);
  const frames = to === null ? null : framesFor(from, to, stepsPerFrame);
  if (frames !== null && frames > limit) {
    return {
      problems: [problem('stepsPerFrame', kind === 'gif' ? 'record.gifTooLong' : 'record.videoTooLong', {
        frames, limit, least: stepsPerFrameFor(from, to, limit), size: size.id,
      })],
    };
  }
  return {
    plan: Object.freeze({
      kind, format, size, fps, from, to, stepsPerFrame, frames, limit, scale: size.height / BASE_HEIGHT,
    }),
  };
}

/** How many steps to take after the frame at `step`, or 0 when that frame is the last. */
export function stepsAfter(plan, step, { done, index }) {
  if (done || index + 1 >= plan.limit) return 0;
  const left = plan.to === null ? plan.stepsPerFrame : plan.to - step;
  return Math.max(0, Math.min(plan.stepsPerFrame, left));
}

/** The steps each frame shows, for a run that ends at step `end` (as the recorder walks it). */
export function frameSteps(plan, end) {
  const steps = [];
  let step = plan.from;
  for (;;) {
    steps.push(step);
    const take = stepsAfter(plan, step, { done: step >= end, index: steps.length - 1 });
    if (take === 0) return steps;
    step = Math.min(end, step + take);
  }
}

/** When frame `index` starts and how long it lasts, in microseconds; the last one is held. */
export function frameTiming(plan, index, last) {
  const timestamp = Math.round((index * 1e6) / plan.fps);
  const next = Math.round(((index + 1) * 1e6) / plan.fps);
  const duration = last ? Math.max(next - timestamp, HOLD_LAST_US) : next - timestamp;
  return { timestamp, duration };
}

/** A GIF frame's delay in milliseconds: its duration to the hundredth of a second the format keeps. */
export const gifDelay = (duration) => Math.max(GIF_MIN_DELAY_MS, Math.round(duration / 10000) * 10);

/** Key frames every two seconds, so a player can seek. */
export const isKeyFrame = (plan, index) => index % Math.max(1, Math.round(plan.fps * 2)) === 0;

/** Bits per second for a video: enough that flat boards stay sharp at any frame rate. */
export const videoBitrate = (size) => Math.round(size.width * size.height * 4);

/** `berzerk-n8-steps-0-17.webm`: the game's own name for its files, then the steps recorded. */
export const recordingName = (base, from, to, format) => `${base}-steps-${from}-${to}.${format.extension}`;

/**
 * The codec strings WebCodecs is asked for, best first: H.264's level must allow the frame
 * size (level 3.1 stops at 1280 x 720).
 */
export function codecStrings(format, size) {
  if (format.codec === 'vp8') return ['vp8'];
  if (format.codec === 'vp9') return ['vp09.00.40.08', 'vp09.00.10.08'];
  const large = size.width * size.height > 1280 * 720;
  return large ? ['avc1.420028', 'avc1.4d0028', 'avc1.640028'] : ['avc1.42001f', 'avc1.4d001f', 'avc1.640028'];
}
