import { execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import pLimit, { type LimitFunction } from "p-limit";
import { env } from "@/lib/config/env";
import { PRIVATE_FILE_MODE } from "@/lib/process/private-data-dir";
import { logger } from "@/lib/process/logger";
import { isMediaKey, type MediaStore } from "./media-keys";

// A video bubble shows a still, not the video: the chat would otherwise fetch the start of every
// video it draws. The still is made from the stored file by ffmpeg (FFMPEG_PATH, by default a
// static build from npm) the first time it is asked for, and kept beside the video under the same
// name with .jpg, so a key the store made can name it and no other file can have that name.
//
// Any attendant's first view runs ffmpeg on a file a contact sent, so its cost is bounded: one run
// per video at a time in the process, at most THUMBNAIL_CONCURRENCY runs at once, the header read
// without decoding and a video larger than MAX_PIXELS or longer than MAX_SECONDS never decoded,
// one thread, only the first key frame, at most MEMORY_KB of memory and THUMBNAIL_TIMEOUT_SECONDS
// of time. A video that gives no still, for whatever reason of its own (unreadable, too large, too
// slow), keeps an empty one: it is tried once.
const WIDTH = 320;
const MAX_PIXELS = 3840 * 2160;
const MAX_SECONDS = 6 * 3600;
const MEMORY_KB = 768 * 1024;

const run = promisify(execFile);

/** The key of a video's still: the video's own UUID with a .jpg extension. */
export const thumbnailKeyOf = (videoKey: string) => videoKey.replace(/\.[a-z0-9]+$/, ".jpg");

/** Runs ffmpeg with `args` under the memory and time caps; null when it fails or is cut off. */
async function ffmpeg(args: string[]): Promise<{ stdout: Buffer; stderr: string } | null> {
  // Loaded on first use: it throws at import on a platform it has no binary for.
  const binary = env().FFMPEG_PATH ?? (await import("@ffmpeg-installer/ffmpeg")).default.path;
  try {
    const { stdout, stderr } = await run("sh", ["-c", `ulimit -v ${MEMORY_KB} && exec "$0" "$@"`, binary, ...args], {
      encoding: "buffer",
      maxBuffer: 4 * 1024 * 1024,
      timeout: env().THUMBNAIL_TIMEOUT_SECONDS * 1000,
    });
    return { stdout, stderr: stderr.toString() };
  } catch (error) {
    const { stderr, killed } = error as { stderr?: Buffer; killed?: boolean };
    return killed ? null : { stdout: Buffer.alloc(0), stderr: stderr?.toString() ?? "" };
  }
}

/** Whether the file's header names a video stream small and short enough. */
async function withinLimits(input: string): Promise<boolean> {
  // Without an output ffmpeg only reads the header and says what it found (and exits 1). Skipping
  // every frame keeps it from decoding the first ones, as it otherwise does to learn their format.
  const probe = await ffmpeg(["-hide_banner", "-threads", "1", "-skip_frame", "all", "-i", input]);
  if (!probe) return false;
  const size = /Stream #.*Video: .*?, (\d{1,6})x(\d{1,6})/.exec(probe.stderr);
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(probe.stderr);
  if (!size || Number(size[1]) * Number(size[2]) > MAX_PIXELS) return false;
  const seconds = duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : 0;
  return seconds <= MAX_SECONDS;
}

/** A still of the video in `input`, at most WIDTH wide, as JPEG bytes; null when it gives none within the limits. */
async function stillOf(input: string): Promise<Buffer | null> {
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
}

/**
 * Runs `work` on a file holding the stored video: the store's own file on local disk, else a
 * private temporary copy (ffmpeg seeks: an MP4 whose index sits at its end cannot be read from a
 * pipe). Undefined when the video is missing; trouble reading the store throws.
 */
async function withVideoFile<T>(
  store: MediaStore,
  idGraf: number,
  videoKey: string,
  work: (file: string) => Promise<T>,
): Promise<T | undefined> {
  if (store.localFile) {
    const file = await store.localFile(idGraf, videoKey);
    return file ? work(file) : undefined;
  }
  const video = await store.open(idGraf, videoKey);
  if (!video) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), "atende-thumbnail-"));
  try {
    const file = path.join(dir, "video");
    await pipeline(video.stream, createWriteStream(file, { mode: PRIVATE_FILE_MODE }));
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let pool: LimitFunction | undefined;

/** Runs `work` when fewer than THUMBNAIL_CONCURRENCY others run. */
const inPool = <T>(work: () => Promise<T>) => (pool ??= pLimit(env().THUMBNAIL_CONCURRENCY))(work);

/** Still making under way, by tenant and video key: a second view waits for the first's. */
const making = new Map<string, Promise<void>>();

async function makeStill(store: MediaStore, idGraf: number, videoKey: string) {
  let still: Buffer | null | undefined;
  try {
    still = await inPool(() => withVideoFile(store, idGraf, videoKey, stillOf));
  } catch (error) {
    logger().warn({ err: error, tenant: idGraf }, "video thumbnail not made");
    return;
  }
  if (still !== undefined) await store.putAt(idGraf, thumbnailKeyOf(videoKey), Readable.from(still ? [still] : []));
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
