import type { WAMessage } from "baileys";
import type { Readable } from "node:stream";
import { MediaTooLargeError, MediaUnavailableError } from "@/lib/media/byte-limit";
import { baileys, loadBaileys, type Baileys } from "./runtime";
import { silentLogger } from "./silent-logger";

type Reupload = (stale: WAMessage) => Promise<WAMessage>;

/**
 * The decrypted file of a received message, streamed from WhatsApp's media servers with the media
 * key its stored payload (dataJson) holds. A file whose declared length is over maxBytes is not
 * fetched at all; `reupload` asks the sender's phone for media the servers no longer keep.
 */
export async function openBaileysMedia(raw: unknown, maxBytes: number, reupload?: Reupload): Promise<Readable> {
  await loadBaileys();
  const { BufferJSON, extractMessageContent, getContentType, toNumber, downloadMediaMessage } = baileys();
  if (!raw) throw new MediaUnavailableError("The message has no stored payload");
  const message = JSON.parse(JSON.stringify(raw), BufferJSON.reviver) as WAMessage;
  const content = extractMessageContent(message.message);
  const type = content && getContentType(content);
  const media = type ? (content[type] as { fileLength?: Parameters<Baileys["toNumber"]>[0] } | undefined) : undefined;
  if (media?.fileLength != null && toNumber(media.fileLength) > maxBytes) throw new MediaTooLargeError(maxBytes);
  const context = reupload && { logger: silentLogger, reuploadRequest: reupload };
  return (await downloadMediaMessage(message, "stream", {}, context)) as Readable;
}
