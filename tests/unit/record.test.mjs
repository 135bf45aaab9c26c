// The recording plan (www/record/plan.js) and the frame's words (draw/record-frame.js):
// what the Record card's fields mean, which step each frame shows, timing, limits, names,
// and the narration wrapped into the caption's lines.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FRAME_RATES, GIF_FORMAT, HOLD_LAST_US, SIZES, VIDEO_FORMATS, VIDEO_FRAME_LIMIT, codecStrings, frameLimit,
  frameSteps, frameTiming, framesFor, gifDelay, isKeyFrame, readRecording, recordingName, stepsAfter,
} from '../../www/record/plan.js';
import { NARRATION_LINES, frameLayout, wrapLines } from '../../www/draw/record-frame.js';
import { hasWords } from '../../www/i18n/index.js';

const FIELDS = {
  from: '', to: '', stepsPerFrame: '1', fps: '4', size: '640x480', format: 'webm-vp9',
};
const read = (fields, kind = 'video', run = { current: 0, total: 17 }) => readRecording({ ...FIELDS, ...fields }, kind, run);
const keys = (result) => result.problems.map((p) => `${p.field}:${p.key}`);

test('empty fields record from the current step to the end of the run', () => {
  const { plan } = read({}, 'video', { current: 5, total: 17 });
  assert.deepEqual([plan.from, plan.to, plan.frames, plan.stepsPerFrame, plan.fps], [5, 17, 13, 1, 4]);
  assert.equal(plan.format.id, 'webm-vp9');
  assert.equal(plan.scale, 1);
  assert.equal(read({ size: '1920x1080' }).plan.scale, 1080 / 480);
  assert.equal(read({}, 'gif').plan.format, GIF_FORMAT);
});

test('without a mapped run the end is open and the frame limit caps it', () => {
  const { plan } = read({}, 'video', { current: 0, total: null });
  assert.equal(plan.to, null);
  assert.equal(plan.frames, null);
  assert.equal(plan.limit, VIDEO_FRAME_LIMIT);
  // The recorder stops when the run does, or at the limit.
  assert.equal(stepsAfter(plan, 10, { done: false, index: 0 }), 1);
  assert.equal(stepsAfter(plan, 10, { done: true, index: 0 }), 0);
  assert.equal(stepsAfter(plan, 10, { done: false, index: VIDEO_FRAME_LIMIT - 1 }), 0);
});

test('bad fields are refused, each beside its field', () => {
  assert.deepEqual(keys(read({ from: 'x', stepsPerFrame: '0' })), ['from:record.badStep', 'stepsPerFrame:record.badStepsPerFrame']);
  assert.deepEqual(keys(read({ from: '4', to: '4' })), ['to:record.toBeforeFrom']);
  assert.deepEqual(keys(read({ to: '18' })), ['to:record.toPastEnd']);
  assert.deepEqual(keys(read({ from: '17' })), ['from:record.fromPastEnd']);
  assert.deepEqual(keys(read({}, 'video', { current: 17, total: 17 })), ['from:record.atEnd']);
  assert.deepEqual(keys(read({ fps: '3', size: '800x600', format: 'avi' })), ['size:record.badSize', 'fps:record.badFps', 'format:record.badFormat']);
  assert.deepEqual(keys(read({ stepsPerFrame: '1.5' })), ['stepsPerFrame:record.badStepsPerFrame']);
  // A GIF has no video format to check.
  assert.equal(read({ format: 'avi' }, 'gif').plan.format.id, 'gif');
});

test('a GIF past its limit is refused with the fewest steps per frame that fit', () => {
  assert.equal(frameLimit('gif', SIZES[0]), 240);
  assert.equal(frameLimit('gif', SIZES[1]), 80);
  assert.equal(frameLimit('gif', SIZES[2]), 35);
  const result = read({ from: '0' }, 'gif', { current: 301, total: 301 });
  assert.deepEqual(keys(result), ['stepsPerFrame:record.gifTooLong']);
  const { values } = result.problems[0];
  assert.deepEqual(values, {
    frames: 302, limit: 240, least: 2, size: '640x480',
  });
  const fits = read({ from: '0', stepsPerFrame: String(values.least) }, 'gif', { current: 301, total: 301 }).plan;
  assert.ok(fits.frames <= fits.limit);
  assert.deepEqual(keys(read({ from: '0' }, 'video', { current: 0, total: 5000 })), ['stepsPerFrame:record.videoTooLong']);
});

test('frames: the first at the start, one every k steps, the last at the end whatever k', () => {
  const plan = read({ from: '2', stepsPerFrame: '3' }).plan;
  assert.deepEqual(frameSteps(plan, 17), [2, 5, 8, 11, 14, 17]);
  assert.equal(plan.frames, 6);
  const odd = read({ from: '0', to: '10', stepsPerFrame: '4' }).plan;
  assert.deepEqual(frameSteps(odd, 17), [0, 4, 8, 10]);
  assert.equal(odd.frames, framesFor(0, 10, 4));
  // A run that ends before the range does ends the recording.
  const open = read({ from: '0' }, 'video', { current: 0, total: null }).plan;
  assert.deepEqual(frameSteps(open, 3), [0, 1, 2, 3]);
  for (const k of [1, 2, 5, 7, 17, 40]) {
    const p = read({ from: '0', stepsPerFrame: String(k) }).plan;
    const steps = frameSteps(p, 17);
    assert.equal(steps.length, p.frames, `k = ${k}`);
    assert.equal(steps.at(-1), 17);
  }
});

test('timing: frames at the rate, the last one held; GIF delays in hundredths; key frames every two seconds', () => {
  const plan = read({ fps: '30' }).plan;
  assert.deepEqual(frameTiming(plan, 0, false), { timestamp: 0, duration: 33333 });
  assert.deepEqual(frameTiming(plan, 1, false), { timestamp: 33333, duration: 33334 });
  assert.equal(frameTiming(plan, 3, true).duration, HOLD_LAST_US);
  const slow = read({ fps: '1' }).plan;
  assert.equal(frameTiming(slow, 2, true).duration, 1e6 * 1.5);
  assert.equal(gifDelay(250000), 250);
  assert.equal(gifDelay(16667), 20, 'never quicker than browsers play');
  assert.equal(gifDelay(33333), 30);
  assert.deepEqual([0, 59, 60, 61].map((i) => isKeyFrame(plan, i)), [true, false, true, false]);
  assert.ok(isKeyFrame(slow, 0) && isKeyFrame(slow, 2) && !isKeyFrame(slow, 1));
});

test('file names say the game and the steps', () => {
  const webm = VIDEO_FORMATS.find((f) => f.id === 'webm-vp8');
  const mp4 = VIDEO_FORMATS.find((f) => f.id === 'mp4-avc');
  assert.equal(recordingName('berzerk-n8', 0, 17, webm), 'berzerk-n8-steps-0-17.webm');
  assert.equal(recordingName('piles-20', 3, 40, GIF_FORMAT), 'piles-20-steps-3-40.gif');
  assert.equal(recordingName('berzerk-n5', 2, 9, mp4), 'berzerk-n5-steps-2-9.mp4');
});

test('every format and option has words; H.264 asks for a level that holds the size', () => {
  for (const format of [...VIDEO_FORMATS, GIF_FORMAT]) assert.ok(hasWords(format.words), format.id);
  assert.ok(FRAME_RATES.includes(4));
  assert.deepEqual(SIZES.map((s) => s.id), ['640x480', '1280x720', '1920x1080']);
  assert.equal(codecStrings(VIDEO_FORMATS[2], SIZES[1])[0], 'avc1.42001f');
  assert.equal(codecStrings(VIDEO_FORMATS[2], SIZES[2])[0], 'avc1.420028');
  assert.deepEqual(codecStrings(VIDEO_FORMATS[1], SIZES[0]), ['vp8']);
});

test('the narration wraps into the caption\'s lines and ends in an ellipsis when longer', () => {
  const measure = (s) => s.length * 10; // ten pixels a character
  assert.deepEqual(wrapLines('one two three four', 90, measure, 3), ['one two', 'three', 'four']);
  assert.deepEqual(wrapLines('  ', 90, measure, 3), []);
  assert.deepEqual(wrapLines('unbreakableword x', 50, measure, 3), ['unbreakableword', 'x']);
  const lines = wrapLines('aa bb cc dd ee ff gg hh ii jj', 50, measure, 2);
  assert.equal(lines.length, 2);
  assert.equal(lines[1].at(-1), '…');
  assert.ok(lines.every((line) => measure(line) <= 50));
});

test('Chinese narration breaks between characters, never before closing punctuation', () => {
  const measure = (text) => text.length * 10;
  const text = '取出物体 5（瑞克走）：3 步必胜。它是必胜态，所以每个能走到它的未定状态都少了一种。';
  const lines = wrapLines(text, 100, measure, 20);
  assert.ok(lines.length > 3);
  assert.equal(lines.join(''), text, 'nothing lost, no space added');
  assert.ok(lines.every((line) => measure(line) <= 100 && !/^[，。：）]/.test(line)), lines.join(' | '));
});

test('the board keeps one box for every frame, smaller with more words around it', () => {
  const size = { width: 1280, height: 720, scale: 1.5 };
  const bare = frameLayout(size, { narration: false, counter: false });
  const full = frameLayout(size, { narration: true, counter: true });
  assert.equal(bare.footer, 0);
  assert.ok(full.board.height < bare.board.height);
  assert.ok(full.board.y + full.board.height + full.footer <= full.height + 1e-9);
  assert.equal(full.width, 1280 / 1.5);
  assert.ok(NARRATION_LINES >= 2);
});
