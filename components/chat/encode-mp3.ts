/** Spec section 9: recordings go out as MP3 at 128 kbit/s. Mono, at the recording's sample rate. */
export async function encodeMp3(recording: Blob): Promise<Blob> {
  const { Mp3Encoder } = await import("@breezystack/lamejs");
  const context = new AudioContext();
  try {
    const audio = await context.decodeAudioData(await recording.arrayBuffer());
    const channels = Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i));
    const samples = new Int16Array(audio.length);
    for (let i = 0; i < audio.length; i++) {
      const mixed = channels.reduce((sum, channel) => sum + channel[i], 0) / channels.length;
      samples[i] = Math.max(-1, Math.min(1, mixed)) * 0x7fff;
    }
    const encoder = new Mp3Encoder(1, audio.sampleRate, 128);
    const parts: Uint8Array[] = [];
    for (let i = 0; i < samples.length; i += 1152) parts.push(encoder.encodeBuffer(samples.subarray(i, i + 1152)));
    parts.push(encoder.flush());
    return new Blob(
      parts.map((part) => new Uint8Array(part)),
      { type: "audio/mpeg" },
    );
  } finally {
    void context.close();
  }
}

/** Recordings under 10000 bytes are discarded silently (spec section 5). */
export const MIN_AUDIO_BYTES = 10_000;
