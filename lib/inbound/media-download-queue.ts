import type { RawTx } from "@/lib/db/sql-transaction";
import { enqueue } from "@/lib/jobs/job-queue";

// The media download queue's name and payload, apart from the job that handles them: the inbound
// transaction enqueues downloads without importing the providers the job reaches.
export const DOWNLOAD_MEDIA_QUEUE = "download-media";
export type DownloadMediaPayload = { messageId: number; mimetype: string };

/** Marks a media message whose download failed (spec: url ending in ERROR). */
export const MEDIA_ERROR = "ERROR";
/** Marks a media message whose file was over MEDIA_MAX_BYTES: the message is kept, its file not. */
export const MEDIA_TOO_LARGE = "TOO_LARGE";

/**
 * One download job per stored media message, in the transaction that stores the messages: a crash
 * after the commit still downloads it, and the key (the message id) makes it happen once.
 */
export async function enqueueMediaDownloads(tx: RawTx, downloads: DownloadMediaPayload[]) {
  for (const payload of downloads) {
    await enqueue(tx, { queue: DOWNLOAD_MEDIA_QUEUE, key: `${DOWNLOAD_MEDIA_QUEUE}:${payload.messageId}`, payload });
  }
}
