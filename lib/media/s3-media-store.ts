import type { S3Client } from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import type { S3Settings } from "./create-media-store";
import { isMediaKey, limitedStream, mimetypeOfKey, newMediaKey, type MediaStore, type PutOptions } from "./media-keys";

// An upload of unknown length goes up in parts of this size, at most QUEUE_SIZE at once: that is
// all of a file held in memory, whatever its size.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * Objects `{idGraf}/{key}` in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), shared by every
 * node. The SDK is loaded on first use, so servers on local disk never load it.
 */
export class S3MediaStore implements MediaStore {
  private client?: Promise<S3Client>;

  constructor(private readonly settings: S3Settings) {}

  private s3() {
    this.client ??= import("@aws-sdk/client-s3").then(
      ({ S3Client }) =>
        new S3Client({
          region: this.settings.region,
          endpoint: this.settings.endpoint,
          forcePathStyle: this.settings.forcePathStyle,
          credentials: this.settings.credentials,
        }),
    );
    return this.client;
  }

  async put(idGraf: number, data: Buffer | Readable, mimetype: string, options: PutOptions = {}) {
    const key = newMediaKey(mimetype);
    await this.putAt(idGraf, key, limitedStream(data, options));
    return key;
  }

  /** Writes under a key made elsewhere (moving local media in); an upload that fails leaves no object. */
  async putAt(idGraf: number, key: string, body: Readable) {
    const { Upload } = await import("@aws-sdk/lib-storage");
    const upload = new Upload({
      client: await this.s3(),
      params: { Bucket: this.settings.bucket, Key: `${idGraf}/${key}`, Body: body, ContentType: mimetypeOfKey(key) },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    // The body's own failure (over the limit) is the one to report, not the abort that followed it.
    let bodyError: unknown;
    body.once("error", (error) => (bodyError = error));
    try {
      await upload.done();
    } catch (error) {
      throw bodyError ?? error;
    }
  }

  /** Whether the bucket holds the key, and its size. */
  async sizeOf(idGraf: number, key: string): Promise<number | null> {
    const { HeadObjectCommand } = await import("@aws-sdk/client-s3");
    try {
      const head = await (
        await this.s3()
      ).send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: `${idGraf}/${key}` }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async remove(idGraf: number, key: string) {
    if (!Number.isInteger(idGraf) || !isMediaKey(key)) return;
    const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
    await (await this.s3()).send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: `${idGraf}/${key}` }));
  }

  async open(idGraf: number, key: string) {
    if (!Number.isInteger(idGraf) || !isMediaKey(key)) return null;
    const { GetObjectCommand, NoSuchKey } = await import("@aws-sdk/client-s3");
    try {
      const object = await (
        await this.s3()
      ).send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: `${idGraf}/${key}` }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || statusOf(error) === 404) return null;
      throw error;
    }
  }
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
