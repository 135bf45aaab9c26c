// Video files frame by frame: each frame (a canvas) goes to a WebCodecs VideoEncoder, and
// the encoded chunks, in order, to mediabunny's muxer (WebM or MP4) in memory. Loaded on
// demand (ui/record-frames.js imports it when a video is recorded), so the board never waits for it.

import {
  BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output, WebMOutputFormat,
} from 'mediabunny';

/** Frames waiting in the encoder before `add` waits for it. */
const QUEUE_LIMIT = 4;

/**
 * A video being written: `add(canvas, { timestamp, duration, keyFrame })` encodes a frame
 * (timestamps in microseconds) and resolves when the encoder has room for the next;
 * `finish()` resolves to the file as a Blob; `cancel()` drops everything.
 */
export async function createVideoWriter(format, config) {
  const target = new BufferTarget();
  const output = new Output({
    format: format.container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target,
  });
  const source = new EncodedVideoPacketSource(format.codec);
  output.addVideoTrack(source);
  await output.start();

  let failure = null;
  let muxed = Promise.resolve();
  const waiting = new Set(); // resolvers of `drained`, woken on every dequeue and on failure
  const wake = () => {
    for (const resolve of waiting) resolve();
  };
  const durations = new Map();
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      const packet = EncodedPacket.fromEncodedChunk(chunk);
      const duration = durations.get(chunk.timestamp);
      durations.delete(chunk.timestamp);
      const timed = chunk.duration ? packet : packet.clone({ duration: duration / 1e6 });
      muxed = muxed.then(() => source.add(timed, meta)).catch((error) => {
        failure ??= error;
      });
    },
    error: (error) => {
      failure ??= error;
      wake();
    },
  });
  encoder.addEventListener('dequeue', wake);
  encoder.configure(config);

  const check = () => {
    if (failure) throw failure;
  };

  /** Resolves once the encoder has worked its queue down to `size` frames (or failed). */
  async function drained(size) {
    while (encoder.encodeQueueSize > size && encoder.state === 'configured' && !failure) {
      await new Promise((resolve) => {
        waiting.add(resolve);
      });
      waiting.clear();
    }
  }

  return {
    async add(canvas, { timestamp, duration, keyFrame }) {
      check();
      durations.set(timestamp, duration);
      const frame = new VideoFrame(canvas, { timestamp });
      try {
        encoder.encode(frame, { keyFrame });
      } finally {
        frame.close();
      }
      await drained(QUEUE_LIMIT);
      check();
    },
    async finish() {
      check();
      await encoder.flush();
      encoder.close();
      await muxed;
      check();
      await output.finalize();
      return new Blob([target.buffer], { type: format.type });
    },
    async cancel() {
      if (encoder.state !== 'closed') encoder.close();
      wake();
      await muxed;
      if (output.state !== 'canceled' && output.state !== 'finalized') await output.cancel();
    },
  };
}
