// Which video formats this browser's WebCodecs encoder takes, and the configuration it is
// given: small and free of the muxer, so the Record card can ask before anything is loaded.

import { codecStrings, videoBitrate } from './plan.js';

/** The encoder configuration for `format` at `size`, or null when this browser cannot encode it. */
export async function videoConfig(format, size, fps) {
  if (typeof VideoEncoder === 'undefined') return null;
  for (const codec of codecStrings(format, size)) {
    const config = {
      codec,
      width: size.width,
      height: size.height,
      bitrate: videoBitrate(size),
      framerate: fps,
      ...(format.codec === 'avc' ? { avc: { format: 'avc' } } : {}),
    };
    try {
      const { supported } = await VideoEncoder.isConfigSupported(config);
      if (supported) return config;
    } catch {
      // An unknown codec string is an error in some browsers: try the next one.
    }
  }
  return null;
}
