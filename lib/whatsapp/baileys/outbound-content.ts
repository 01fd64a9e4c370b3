import type { AnyMessageContent } from "baileys";
import type { OutboundMedia } from "@/lib/whatsapp/provider";

/**
 * Baileys content for a file, by its mimetype: images, videos and audio as such (Ogg/Opus audio as
 * a voice note, the only format WhatsApp plays as one), anything else as a document. WhatsApp
 * shows no caption on audio, so it is not sent.
 */
export function outboundContent({ data, mimetype, fileName, caption }: OutboundMedia): AnyMessageContent {
  const [type] = mimetype.split("/");
  if (type === "image") return { image: data, mimetype, caption };
  if (type === "video") return { video: data, mimetype, caption };
  if (type === "audio") return { audio: data, mimetype, ptt: mimetype.startsWith("audio/ogg") };
  return { document: data, mimetype, fileName, caption };
}
