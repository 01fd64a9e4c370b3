/**
 * A body of zeros, endless or of `totalBytes`, that counts what was read from it. Each chunk is a
 * fresh buffer, so a reader that keeps them all holds that much memory.
 */
export function endlessBody({ chunkBytes = 1_048_576, totalBytes = Infinity } = {}) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= totalBytes) return controller.close();
      pulled.bytes += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes));
    },
  });
  return { stream, pulled };
}
