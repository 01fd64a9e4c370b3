import { execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { logger } from "@/lib/process/logger";
import { isMediaKey, type MediaStore } from "./media-keys";

// A video bubble shows a still, not the video: the chat would otherwise fetch the start of every
// video it draws. The still is made from the stored file by ffmpeg (a static build from npm) the
// first time it is asked for, and kept beside the video under the same name with .jpg, so a key
// the store made can name it and no other file can have that name.
const WIDTH = 320;
const TIMEOUT_MS = 20_000;

const run = promisify(execFile);

/** The key of a video's still: the video's own UUID with a .jpg extension. */
export const thumbnailKeyOf = (videoKey: string) => videoKey.replace(/\.[a-z0-9]+$/, ".jpg");

/**
 * A still of the video's first scenes, at most WIDTH wide, as JPEG bytes; null when ffmpeg cannot
 * read a frame of it. Trouble reading the store or a timeout throws: those may pass.
 */
async function stillOf(video: Readable): Promise<Buffer | null> {
  // ffmpeg reads from a file: an MP4 whose index sits at its end cannot be read from a pipe.
  const dir = await mkdtemp(path.join(tmpdir(), "atende-thumbnail-"));
  try {
    const input = path.join(dir, "video");
    await pipeline(video, createWriteStream(input));
    // Loaded on first use: it throws at import on a platform it has no binary for.
    const ffmpeg = (await import("@ffmpeg-installer/ffmpeg")).default;
    const args = [
      "-hide_banner",
      "-loglevel",
      "error",
      "-i",
      input,
      "-vf",
      `thumbnail=25,scale='min(${WIDTH},iw)':-2`,
      "-frames:v",
      "1",
      "-q:v",
      "5",
      "-f",
      "mjpeg",
      "pipe:1",
    ];
    try {
      const { stdout } = await run(ffmpeg.path, args, {
        encoding: "buffer",
        maxBuffer: 4 * 1024 * 1024,
        timeout: TIMEOUT_MS,
      });
      return stdout.length ? stdout : null;
    } catch (error) {
      if ((error as { killed?: boolean }).killed) throw error;
      return null;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The still of a stored video of the tenant, made and kept on first use; null when the video is
 * missing or has no frame ffmpeg can read (the bubble then shows a plain tile). A video without
 * one keeps an empty still, so ffmpeg tries it once, not at every view of its chat.
 */
export async function openVideoThumbnail(store: MediaStore, idGraf: number, videoKey: string) {
  if (!isMediaKey(videoKey)) return null;
  const key = thumbnailKeyOf(videoKey);
  const kept = await store.open(idGraf, key);
  if (kept) {
    if (kept.size > 0) return { ...kept, key };
    kept.stream.destroy();
    return null;
  }
  const video = await store.open(idGraf, videoKey);
  if (!video) return null;
  let still: Buffer | null;
  try {
    still = await stillOf(video.stream);
  } catch (error) {
    video.stream.destroy();
    logger().warn({ err: error, tenant: idGraf }, "video thumbnail not made");
    return null;
  }
  await store.putAt(idGraf, key, Readable.from(still ? [still] : []));
  if (!still) return null;
  const made = await store.open(idGraf, key);
  return made && { ...made, key };
}
