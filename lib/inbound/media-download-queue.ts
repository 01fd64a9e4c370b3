// The media download queue's name and payload, apart from the job that handles them: the inbound
// batch enqueues downloads without importing the providers the job reaches. receive_inbound
// (migration inbound_in_one_call) adds one job per stored file in the statement that stores the
// messages, keyed `download-media:<message id>`: a crash after the commit still downloads it, and
// the key makes it happen once.
export const DOWNLOAD_MEDIA_QUEUE = "download-media";
export type DownloadMediaPayload = { messageId: number; mimetype: string };

/** Marks a media message whose download failed (spec: url ending in ERROR). */
export const MEDIA_ERROR = "ERROR";
/** Marks a media message whose file was over MEDIA_MAX_BYTES: the message is kept, its file not. */
export const MEDIA_TOO_LARGE = "TOO_LARGE";
