import { Transform } from "node:stream";

/** A file that went past the size the store was asked to keep: nothing of it is kept. */
export class MediaTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = "MediaTooLargeError";
  }
}

export const isMediaTooLarge = (error: unknown): error is MediaTooLargeError =>
  error instanceof Error && error.name === "MediaTooLargeError";

/** Passes bytes through until more than maxBytes went by, then fails the stream. */
export function byteLimit(maxBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new MediaTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
}

/** A file that cannot be had by trying again (a refused address, a link that is not media). */
export class MediaUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MediaUnavailableError";
  }
}

export const isMediaUnavailable = (error: unknown): error is MediaUnavailableError =>
  error instanceof Error && error.name === "MediaUnavailableError";
