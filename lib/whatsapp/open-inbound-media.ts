import type { Readable } from "node:stream";
import { env } from "@/lib/config/env";
import { MediaUnavailableError } from "@/lib/media/byte-limit";
import { mediaStore } from "@/lib/media/media-store";
import { BaileysSession } from "./baileys/baileys-session";
import { openBaileysMedia } from "./baileys/open-baileys-media";
import { openCloudMedia } from "./cloud/open-cloud-media";
import { sessionManager } from "./sessions/session-manager";
import { fetchZapiMedia, mediaLinkOf } from "./zapi/fetch-zapi-media";

/** A received media message as stored: its connection's provider and the payload it came with. */
export type ReceivedMedia = { idGraf: number; whatsappId: number; provider: string; raw: unknown };

/**
 * The file of a received message, streamed from where its provider keeps it, for whichever
 * process runs the download job: WhatsApp's media servers (Baileys, with the stored media key),
 * the link Z-API gave (allowed hosts only), Meta's Graph API by the file's id (Cloud API), or the
 * simulator's staged copy in the media store.
 */
export async function openInboundMedia(message: ReceivedMedia, maxBytes: number): Promise<Readable> {
  switch (message.provider) {
    case "baileys":
      return openBaileysMedia(message.raw, maxBytes, reuploadHere(message.whatsappId));
    case "zapi":
      return fetchZapiMedia(mediaLinkOf(message.raw), env().ZAPI_MEDIA_HOSTS, maxBytes);
    case "cloud":
      return openCloudMedia(message.whatsappId, message.raw, maxBytes);
    case "simulator": {
      const key = (message.raw as { simulator?: { media?: { stagedKey?: string } } } | null)?.simulator?.media
        ?.stagedKey;
      const file = key ? await mediaStore().open(message.idGraf, key) : null;
      if (!file) throw new MediaUnavailableError("The simulated file is not in the media store");
      return file.stream;
    }
    default:
      throw new MediaUnavailableError(`No media download for provider ${message.provider}`);
  }
}

/** The phone re-uploads expired media through a live socket: only where the session runs. */
function reuploadHere(whatsappId: number) {
  try {
    const session = sessionManager().session(whatsappId);
    return session instanceof BaileysSession ? session.reuploadMedia.bind(session) : undefined;
  } catch {
    return undefined;
  }
}
