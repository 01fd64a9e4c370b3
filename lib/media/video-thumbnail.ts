import { execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { env } from "@/lib/config/env";
import { logger } from "@/lib/process/logger";
import { isMediaKey, type MediaStore } from "./media-keys";

// A video bubble shows a still, not the video: the chat would otherwise fetch the start of every
// video it draws. The still is made from the stored file by ffmpeg (a static build from npm) the
// first time it is asked for, and kept beside the video under the same name with .jpg, so a key
// the store made can name it and no other file can have that name.
//
// Any attendant's first view runs ffmpeg on a file a contact sent, so its cost is bounded: one run
// per video at a time in the process, at most THUMBNAIL_CONCURRENCY runs at once, a video larger
// than MAX_PIXELS or longer than MAX_SECONDS never decoded, one thread, only the first key frame,
// at most MEMORY_KB of memory and TIMEOUT_MS of time. A video that gives no still, for whatever
// reason of its own (unreadable, too large, too slow), keeps an empty one: it is tried once.
const WIDTH = 320;
const TIMEOUT_MS = 20_000;
const MAX_PIXELS = 3840 * 2160;
const MAX_SECONDS = 6 * 3600;
const MEMORY_KB = 768 * 1024;

const run = promisify(execFile);

/** The key of a video's still: the video's own UUID with a .jpg extension. */
export const thumbnailKeyOf = (videoKey: string) => videoKey.replace(/\.[a-z0-9]+$/, ".jpg");

/** Runs ffmpeg with `args` under the memory and time caps; null when it fails or is cut off. */
async function ffmpeg(args: string[]): Promise<{ stdout: Buffer; stderr: string } | null> {
  // Loaded on first use: it throws at import on a platform it has no binary for.
  const binary = (await import("@ffmpeg-installer/ffmpeg")).default.path;
  try {
    const { stdout, stderr } = await run("sh", ["-c", `ulimit -v ${MEMORY_KB} && exec "$0" "$@"`, binary, ...args], {
      encoding: "buffer",
      maxBuffer: 4 * 1024 * 1024,
      timeout: TIMEOUT_MS,
    });
    return { stdout, stderr: stderr.toString() };
  } catch (error) {
    const { stderr, killed } = error as { stderr?: Buffer; killed?: boolean };
    return killed ? null : { stdout: Buffer.alloc(0), stderr: stderr?.toString() ?? "" };
  }
}

/** Whether ffmpeg's reading of the file's header names a video stream small and short enough. */
async function withinLimits(input: string): Promise<boolean> {
  // Without an output ffmpeg only reads the header and says what it found (and exits 1).
  const probe = await ffmpeg(["-hide_banner", "-i", input]);
  if (!probe) return false;
  const size = /Stream #.*Video: .*?, (\d{1,6})x(\d{1,6})/.exec(probe.stderr);
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(probe.stderr);
  if (!size || Number(size[1]) * Number(size[2]) > MAX_PIXELS) return false;
  const seconds = duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : 0;
  return seconds <= MAX_SECONDS;
}

/**
 * A still of the video's first key frame, at most WIDTH wide, as JPEG bytes; null when the video
 * gives none within the limits. Trouble reading the store throws: that may pass.
 */
async function stillOf(video: Readable): Promise<Buffer | null> {
  // ffmpeg reads from a file: an MP4 whose index sits at its end cannot be read from a pipe.
  const dir = await mkdtemp(path.join(tmpdir(), "atende-thumbnail-"));
  try {
    const input = path.join(dir, "video");
    await pipeline(video, createWriteStream(input));
    if (!(await withinLimits(input))) return null;
    const made = await ffmpeg([
      "-hide_banner",
      "-loglevel",
      "error",
      "-threads",
      "1",
      "-skip_frame",
      "nokey",
      "-i",
      input,
      "-vf",
      `scale='min(${WIDTH},iw)':-2`,
      "-frames:v",
      "1",
      "-q:v",
      "5",
      "-f",
      "mjpeg",
      "pipe:1",
    ]);
    return made?.stdout.length ? made.stdout : null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than THUMBNAIL_CONCURRENCY others run. */
async function inPool<T>(work: () => Promise<T>): Promise<T> {
  if (running < env().THUMBNAIL_CONCURRENCY) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // A waiting run takes this slot over; with none waiting, the slot is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Still making under way, by tenant and video key: a second view waits for the first's. */
const making = new Map<string, Promise<void>>();

async function makeStill(store: MediaStore, idGraf: number, videoKey: string) {
  const video = await store.open(idGraf, videoKey);
  if (!video) return;
  let still: Buffer | null;
  try {
    still = await inPool(() => stillOf(video.stream));
  } catch (error) {
    video.stream.destroy();
    logger().warn({ err: error, tenant: idGraf }, "video thumbnail not made");
    return;
  }
  await store.putAt(idGraf, thumbnailKeyOf(videoKey), Readable.from(still ? [still] : []));
}

/**
 * The still of a stored video of the tenant, made and kept on first use; null when the video is
 * missing or gives no still (the bubble then shows a plain tile).
 */
export async function openVideoThumbnail(store: MediaStore, idGraf: number, videoKey: string) {
  if (!isMediaKey(videoKey)) return null;
  const key = thumbnailKeyOf(videoKey);
  const kept = await store.open(idGraf, key);
  if (!kept) {
    const id = `${idGraf}/${videoKey}`;
    let pending = making.get(id);
    if (!pending) {
      pending = makeStill(store, idGraf, videoKey).finally(() => making.delete(id));
      making.set(id, pending);
    }
    await pending;
    const made = await store.open(idGraf, key);
    if (!made) return null;
    return keptStill(made, key);
  }
  return keptStill(kept, key);
}

function keptStill<T extends { size: number; stream: Readable }>(file: T, key: string) {
  if (file.size > 0) return { ...file, key };
  file.stream.destroy();
  return null;
}
