// What a received media message's mediaUrl says while it has no stored file (spec: the url ends in
// PENDING or ERROR).

/** Marks a media message whose file is still being downloaded. */
export const MEDIA_PENDING = "PENDING";
/** Marks a media message whose download failed. */
export const MEDIA_ERROR = "ERROR";
/** Marks a media message whose file was over MEDIA_MAX_BYTES: the message is kept, its file not. */
export const MEDIA_TOO_LARGE = "TOO_LARGE";
