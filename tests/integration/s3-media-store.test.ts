import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { readEnv } from "@/lib/config/env";
import { isMediaTooLarge } from "@/lib/media/byte-limit";
import { createMediaStore, s3Settings } from "@/lib/media/create-media-store";
import { moveLocalMedia } from "@/lib/media/move-local-media";
import { S3MediaStore } from "@/lib/media/s3-media-store";
import { openVideoThumbnail } from "@/lib/media/video-thumbnail";
import { startS3StandIn } from "@/tests/support/s3-stand-in";
import { sampleVideo } from "@/tests/support/sample-video";

// MEDIA_STORE=s3 against a real S3-compatible server (s3rver) that the test starts itself.
const MB = 1024 * 1024;
let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let store: S3MediaStore;

beforeAll(async () => {
  s3 = await startS3StandIn();
  store = createMediaStore(readEnv({ ...process.env, ...s3.env })) as S3MediaStore;
});
afterAll(() => s3.close());

/** A stream of `size` bytes made as it is read, never held whole. */
const generated = (size: number) => {
  let left = size;
  return new Readable({
    read() {
      const n = Math.min(left, 256 * 1024);
      left -= n;
      this.push(n ? Buffer.alloc(n, 0x5a) : null);
    },
  });
};
const bytesOf = async (stream: Readable) => {
  let total = 0;
  for await (const chunk of stream) total += (chunk as Buffer).length;
  return total;
};
const objectsIn = () =>
  readdirSync(s3.directory, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith("._S3rver_object"));

test("the store is chosen by MEDIA_STORE and names the bucket's objects by tenant and generated key", async () => {
  expect(store).toBeInstanceOf(S3MediaStore);
  const key = await store.put(7, Buffer.from("PDFDATA"), "application/pdf");
  expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  const file = await store.open(7, key);
  expect(file?.size).toBe(7);
  expect(Buffer.concat(await file!.stream.toArray()).toString()).toBe("PDFDATA");
  expect(objectsIn().some((name) => name.includes(`7/${key}`))).toBe(true);
  // Another tenant's key, or anything not a key, is not found.
  expect(await store.open(8, key)).toBeNull();
  expect(await store.open(7, "../7/" + key)).toBeNull();
  expect(await store.open(7, "00000000-0000-0000-0000-000000000000.pdf")).toBeNull();
});

test("a file of several parts streams up and back down whole", async () => {
  const key = await store.put(7, generated(23 * MB), "video/mp4", { maxBytes: 100 * MB });
  const file = await store.open(7, key);
  expect(file?.size).toBe(23 * MB);
  expect(await bytesOf(file!.stream)).toBe(23 * MB);
});

test("a file over the limit fails as too large and leaves no object", async () => {
  const before = objectsIn().length;
  const error = await store
    .put(7, generated(12 * MB), "application/pdf", { maxBytes: 6 * MB })
    .catch((e: unknown) => e);
  expect(isMediaTooLarge(error)).toBe(true);
  expect(objectsIn().length).toBe(before);
});

test("local media moves into the bucket under the same keys, once, and may then leave the disk", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "atende-local-media-"));
  const keys = ["0b0f7f52-5b6e-4f7e-9a59-3f2b8c1d2e4a.jpg", "1c1f7f52-5b6e-4f7e-9a59-3f2b8c1d2e4a.ogg"];
  mkdirSync(path.join(root, "12"));
  keys.forEach((key, i) => writeFileSync(path.join(root, "12", key), `file-${i}`));
  writeFileSync(path.join(root, "12", "notes.txt"), "not media");

  const bucket = new S3MediaStore(s3Settings(readEnv({ ...process.env, ...s3.env })));
  expect(await moveLocalMedia(root, bucket)).toMatchObject({
    copied: 2,
    alreadyThere: 0,
    removed: 0,
    skipped: [path.join("12", "notes.txt")],
  });
  for (const [i, key] of keys.entries()) {
    expect(Buffer.concat(await (await store.open(12, key))!.stream.toArray()).toString()).toBe(`file-${i}`);
  }
  expect(await moveLocalMedia(root, bucket, { remove: true })).toMatchObject({
    copied: 0,
    alreadyThere: 2,
    removed: 2,
  });
  expect(readdirSync(path.join(root, "12"))).toEqual(["notes.txt"]);
});

test("a video's still is kept in the bucket beside it, and so is the empty one of a video without a frame", async () => {
  const video = await store.put(9, await sampleVideo(), "video/mp4");
  const still = await openVideoThumbnail(store, 9, video);
  expect(still?.key).toBe(video.replace(/\.mp4$/, ".jpg"));
  expect(await bytesOf(still!.stream)).toBeGreaterThan(0);

  const broken = await store.put(9, Buffer.from("not a video"), "video/mp4");
  expect(await openVideoThumbnail(store, 9, broken)).toBeNull();
  expect(await store.sizeOf(9, broken.replace(/\.mp4$/, ".jpg"))).toBe(0);
  expect(await openVideoThumbnail(store, 9, broken)).toBeNull();
});
