// End-to-end: Record. The run is written frame by frame as WebM (VP9, VP8), MP4 (H.264,
// where this Chromium encodes it) and GIF; each download is read back here: a WebM file's
// EBML header and blocks, an MP4 file's `ftyp` and samples, a GIF's header, screen and
// image descriptors, counted against the frames the page says it recorded. The files are
// named after the game and the steps, the run is back at its step afterwards, Cancel and
// Esc stop a recording, and a GIF too long for its size is refused before it starts.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useSite, axeViolations } from './harness.mjs';
import { gifFrames, mp4Samples, webmFrames } from './media.mjs';

const site = useSite();
const { withPage } = site;
const SAMPLE2 = '?n=8&s1=6,2,3,4&s2=3,6';
/** A game whose run has 301 steps (300 states taken, then the Loop step). */
const LONG = '?n=150&s1=1,2&s2=1,2';

/** Sets the Record card's fields that are given. */
async function setFields(page, {
  from, to, every, fps, size, format, narration, counter,
}) {
  if (from !== undefined) await page.fill('#record-from', String(from));
  if (to !== undefined) await page.fill('#record-to', String(to));
  if (every !== undefined) await page.fill('#record-every', String(every));
  if (fps !== undefined) await page.selectOption('#record-fps', String(fps));
  if (size !== undefined) await page.selectOption('#record-size', size);
  if (format !== undefined) await page.selectOption('#record-format', format);
  if (narration !== undefined) await page.setChecked('#record-narration', narration);
  if (counter !== undefined) await page.setChecked('#record-counter', counter);
}

/** Presses `button` and resolves to the download: { name, bytes, frames, ms } (frames and ms as the page says). */
async function recordFile(page, button, fields = {}) {
  await setFields(page, fields);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.click(button)]);
  const bytes = fs.readFileSync(await download.path());
  await page.waitForSelector('#record-note[data-frames]');
  await page.waitForFunction(() => !document.querySelector('#record-video').disabled);
  return {
    name: download.suggestedFilename(),
    bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    frames: Number(await page.getAttribute('#record-note', 'data-frames')),
    ms: Number(await page.getAttribute('#record-note', 'data-ms')),
  };
}

/** The step the page's status line shows. */
const shownStep = async (page) => Number((await page.textContent('#status')).match(/^Step (\d+)/)[1]);

test('sample 2 from step 0 to the end as WebM (VP9 and VP8): every frame in the file, the run back at its step', async (t) => {
  await withPage(`${site.url}${SAMPLE2}`, async (page, problems) => {
    for (let i = 0; i < 5; i += 1) await page.click('#step');
    await page.click('[data-tool="save"]');
    for (const format of ['webm-vp9', 'webm-vp8']) {
      const file = await recordFile(page, '#record-video', { from: 0, format });
      assert.equal(file.name, 'berzerk-n8-steps-0-17.webm');
      assert.equal(file.frames, 18, 'steps 0 to 17, one a frame');
      const webm = webmFrames(file.bytes);
      assert.ok(webm.header, 'an EBML header');
      assert.equal(webm.frames, file.frames, `${format}: blocks in the clusters`);
      assert.ok(webm.keyFrames >= 1, 'the first frame is a key frame');
      assert.match(await page.textContent('#record-note'), /^Saved berzerk-n8-steps-0-17\.webm: 18 frames/);
      assert.equal(await shownStep(page), 5, 'the run is back at step 5');
      t.diagnostic(`sample 2, ${format}, 640x480: ${file.frames} frames in ${file.ms} ms, ${file.bytes.byteLength} bytes`);
    }
    // The run's controls work as before.
    await page.click('#step');
    assert.equal(await shownStep(page), 6);
    assert.deepEqual(problems, []);
  });
});

test('sample 2 as MP4 (H.264) when this Chromium encodes it: ftyp and one sample per frame', async (t) => {
  await withPage(`${site.url}${SAMPLE2}`, async (page, problems) => {
    const supported = await page.evaluate(async () => typeof VideoEncoder !== 'undefined'
      && (await VideoEncoder.isConfigSupported({ codec: 'avc1.42001f', width: 640, height: 480 })).supported);
    if (!supported) {
      t.skip('this Chromium has no H.264 encoder (VideoEncoder.isConfigSupported said no for avc1.42001f at 640x480)');
      return;
    }
    const file = await recordFile(page, '#record-video', { format: 'mp4-avc' });
    assert.equal(file.name, 'berzerk-n8-steps-0-17.mp4');
    const mp4 = mp4Samples(file.bytes);
    assert.ok(mp4.brand !== null, 'an ftyp box first');
    assert.equal(mp4.samples, file.frames);
    assert.equal(file.frames, 18);
    t.diagnostic(`sample 2, MP4 ${mp4.brand}${mp4.fragmented ? ' (fragmented)' : ''}, 640x480: ${file.frames} frames in ${file.ms} ms`);
    assert.deepEqual(problems, []);
  });
});

test('sample 2 as a GIF at 640 x 480, and a range of the piles as a GIF at 1280 x 720', async (t) => {
  await withPage(`${site.url}${SAMPLE2}`, async (page, problems) => {
    const file = await recordFile(page, '#record-gif', { fps: 4 });
    assert.equal(file.name, 'berzerk-n8-steps-0-17.gif');
    const gif = gifFrames(file.bytes);
    assert.equal(gif.signature, 'GIF89a');
    assert.deepEqual([gif.width, gif.height], [640, 480]);
    assert.equal(gif.frames, file.frames);
    assert.equal(gif.frames, 18);
    assert.ok(gif.trailer, 'the file ends with its trailer');
    assert.deepEqual(gif.delays.slice(0, 3), [250, 250, 250], 'four frames a second');
    assert.equal(gif.delays.at(-1), 1500, 'the last frame is held');
    t.diagnostic(`sample 2, GIF, 640x480: ${file.frames} frames in ${file.ms} ms, ${file.bytes.byteLength} bytes`);
    assert.deepEqual(problems, []);
  });
  await withPage(`${site.url}?game=piles&size=20`, async (page, problems) => {
    const file = await recordFile(page, '#record-gif', {
      from: 1, to: 6, size: '1280x720', narration: false,
    });
    assert.equal(file.name, 'piles-20-steps-1-6.gif');
    const gif = gifFrames(file.bytes);
    assert.deepEqual([gif.signature, gif.width, gif.height, gif.frames], ['GIF89a', 1280, 720, 6]);
    assert.equal(await shownStep(page), 0, 'the run is back at step 0');
    assert.deepEqual(problems, []);
  });
});

test('several steps a frame: frames at every third step and the last at the end', async () => {
  await withPage(`${site.url}${SAMPLE2}`, async (page, problems) => {
    const file = await recordFile(page, '#record-video', { from: 2, every: 3, format: 'webm-vp8' });
    // Steps 2, 5, 8, 11, 14, 17.
    assert.equal(file.name, 'berzerk-n8-steps-2-17.webm');
    assert.equal(file.frames, 6);
    assert.equal(webmFrames(file.bytes).frames, 6);
    assert.deepEqual(problems, []);
  });
});

test('Cancel and Esc stop a recording: no file, the run back at its step, its controls working', async () => {
  await withPage(`${site.url}${LONG}`, async (page, problems) => {
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    for (let i = 0; i < 3; i += 1) await page.click('#step');
    await setFields(page, { from: 0, size: '1280x720', format: 'webm-vp8' });
    for (const how of ['button', 'escape']) {
      await page.click('#record-video');
      await page.waitForFunction(() => /^Frame (\d+)/.test(document.querySelector('#record-progress-text').textContent)
        && Number(document.querySelector('#record-progress-text').textContent.match(/^Frame (\d+)/)[1]) >= 3);
      assert.ok(await page.isVisible('#record-progress'));
      assert.ok(await page.isDisabled('#record-gif'), 'one recording at a time');
      await page.click('#step'); // the run's controls wait while recording
      if (how === 'button') await page.click('#record-cancel');
      else await page.keyboard.press('Escape');
      await page.waitForFunction(() => /cancelled/.test(document.querySelector('#record-note').textContent));
      await page.waitForFunction(() => !document.querySelector('#record-video').disabled);
      assert.equal(await shownStep(page), 3, `${how}: the run is back at step 3`);
      assert.ok(await page.isHidden('#record-cancel'));
      assert.ok(await page.isHidden('#record-progress'));
    }
    assert.equal(downloads, 0, 'nothing was saved');
    await page.click('#step');
    assert.equal(await shownStep(page), 4);
    assert.deepEqual(problems, []);
  });
});

test('a run changed while recording (a preset applied) stops it: nothing saved, the new game left alone', async () => {
  await withPage(`${site.url}${LONG}`, async (page, problems) => {
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await setFields(page, { size: '1280x720', format: 'webm-vp8' });
    await page.click('#record-video');
    await page.waitForFunction(() => /^Frame ([3-9]|\d\d)/.test(document.querySelector('#record-progress-text').textContent));
    await page.click('[data-preset="sample2"]');
    await page.waitForFunction(() => /changed while recording/.test(document.querySelector('#record-note').textContent));
    await page.waitForFunction(() => !document.querySelector('#record-video').disabled);
    assert.equal(await page.inputValue('#n'), '8');
    assert.equal(await shownStep(page), 0);
    assert.equal(downloads, 0);
    await page.click('#step');
    assert.equal(await shownStep(page), 1);
    assert.deepEqual(problems, []);
  });
});

test('a GIF too long for its size is refused with the fix; a 300-step run at 1280 x 720 is timed', async (t) => {
  await withPage(`${site.url}${LONG}`, async (page, problems) => {
    await page.click('#end');
    await page.waitForSelector('#status[data-done="true"]');
    const total = await shownStep(page);
    assert.equal(total, 301);
    await page.click('#record-gif');
    assert.match(await page.textContent('#record-from-error'), /at its end \(step 301\)/);
    assert.equal(await page.getAttribute('#record-from', 'aria-invalid'), 'true');
    await setFields(page, { from: 0 });
    await page.click('#record-gif');
    const error = await page.textContent('#record-every-error');
    assert.match(error, /That is 302 frames; a GIF of 640x480 holds at most 240\. Take at least 2 steps per frame/);
    assert.equal(await page.getAttribute('#record-every', 'aria-describedby'), 'record-every-error');
    await page.evaluate(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
    });
    const file = await recordFile(page, '#record-video', {
      to: 300, size: '1280x720', fps: 30, format: 'webm-vp9',
    });
    const longTasks = await page.evaluate(() => window.longTasks);
    assert.equal(file.name, 'berzerk-n150-steps-0-300.webm');
    assert.equal(webmFrames(file.bytes).frames, 301);
    assert.equal(await page.getAttribute('#record-every', 'aria-invalid'), null, 'the problem is gone');
    assert.equal(await shownStep(page), 301, 'the run is back at its end');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    t.diagnostic(`300 steps, VP9, 1280x720: ${file.frames} frames in ${file.ms} ms, ${file.bytes.byteLength} bytes; `
      + `tasks over 50 ms meanwhile: ${longTasks.length}, the longest ${Math.round(Math.max(0, ...longTasks))} ms`);
    assert.deepEqual(problems, []);
  });
});

test('the Record card is labelled and axe-clean, also while it records', async () => {
  await withPage(`${site.url}${LONG}`, async (page, problems) => {
    await page.click('[data-tool="save"]');
    for (const id of ['record-from', 'record-to', 'record-every', 'record-fps', 'record-size', 'record-format', 'record-narration', 'record-counter']) {
      const name = await page.evaluate((which) => document.getElementById(which).labels[0]?.textContent.trim(), id);
      assert.ok(name, `#${id} has a label`);
    }
    assert.equal(await page.getAttribute('#record-note', 'aria-live'), 'polite');
    await setFields(page, { size: '1920x1080', format: 'webm-vp8' });
    await page.click('#record-video');
    await page.waitForSelector('#record-cancel:not([hidden])');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'record-cancel', 'focus moves to Cancel recording');
    assert.deepEqual(await axeViolations(page), []);
    await page.click('#record-cancel');
    await page.waitForFunction(() => !document.querySelector('#record-video').disabled);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'record-video', 'and back afterwards');
    assert.deepEqual(problems, []);
  }, { bypassCSP: true });
});

test('the encoders load on demand, in chunks of their own', async () => {
  await withPage(`${site.url}${SAMPLE2}`, async (page, problems) => {
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource')
      .filter((e) => /\.js$/.test(new URL(e.name).pathname))
      .map((e) => ({ name: new URL(e.name).pathname.slice(1), bytes: e.decodedBodySize })));
    const atLoad = await scripts();
    assert.deepEqual(atLoad.filter((s) => /^record-/.test(s.name)), [], 'no encoder before Record is reached');
    await recordFile(page, '#record-gif');
    const afterGif = (await scripts()).filter((s) => !atLoad.some((a) => a.name === s.name));
    assert.ok(afterGif.some((s) => /^record-gif\./.test(s.name)), 'the GIF encoder came with the GIF');
    assert.ok(!afterGif.some((s) => /^record-video\./.test(s.name)), 'and the video encoder did not');
    await recordFile(page, '#record-video');
    const afterVideo = (await scripts()).filter((s) => !atLoad.some((a) => a.name === s.name));
    assert.ok(afterVideo.some((s) => /^record-video\./.test(s.name)), 'the video encoder came with the video');
    const muxer = afterVideo.filter((s) => !/^record-gif\./.test(s.name)).reduce((sum, s) => sum + s.bytes, 0);
    assert.ok(muxer > 100000, `the muxer (${muxer} bytes) is not in the first bundle`);
    assert.deepEqual(problems, []);
  });
});
