import type { proto } from "baileys";
import type { InboundMessage, MessageKind } from "@/lib/whatsapp/provider";
import { baileys } from "./runtime";

export type MappedContent = Pick<InboundMessage, "kind" | "body" | "location" | "quotedId"> & {
  media?: { mimetype: string; fileName?: string };
};

type MediaField =
  "imageMessage" | "videoMessage" | "ptvMessage" | "audioMessage" | "stickerMessage" | "documentMessage";

/** Downloadable fields, their kind, and the mimetype WhatsApp uses when a message omits it. */
const MEDIA: [MediaField, MessageKind, string][] = [
  ["imageMessage", "image", "image/jpeg"],
  ["videoMessage", "video", "video/mp4"],
  ["ptvMessage", "video", "video/mp4"],
  ["audioMessage", "audio", "audio/ogg; codecs=opus"],
  ["stickerMessage", "sticker", "image/webp"],
  ["documentMessage", "document", "application/octet-stream"],
];

const quotedIdOf = (part: { contextInfo?: proto.IContextInfo | null }) => part.contextInfo?.stanzaId ?? undefined;

type Place = { degreesLatitude?: number | null; degreesLongitude?: number | null; jpegThumbnail?: Uint8Array | null };

/** 'image|link' when WhatsApp sent a map thumbnail, else the link alone. */
function placeBody({ degreesLatitude, degreesLongitude, jpegThumbnail }: Place) {
  const link = `https://maps.google.com/maps?q=${degreesLatitude ?? 0}%2C${degreesLongitude ?? 0}&z=17`;
  return jpegThumbnail?.length
    ? `data:image/jpeg;base64,${Buffer.from(jpegThumbnail).toString("base64")}|${link}`
    : link;
}

const callBody = (missed: boolean, video: boolean) =>
  missed ? (video ? "Missed video call" : "Missed voice call") : video ? "Video call" : "Voice call";

/** A missed call arrives as a stub without content (Baileys builds it from the call's timeout). */
export function missedCall(stubType: number | null | undefined): MappedContent | undefined {
  const { CALL_MISSED_VOICE, CALL_MISSED_VIDEO, CALL_MISSED_GROUP_VOICE, CALL_MISSED_GROUP_VIDEO } =
    baileys().proto.WebMessageInfo.StubType;
  if (stubType === CALL_MISSED_VOICE || stubType === CALL_MISSED_GROUP_VOICE)
    return { kind: "call_log", body: callBody(true, false) };
  if (stubType === CALL_MISSED_VIDEO || stubType === CALL_MISSED_GROUP_VIDEO)
    return { kind: "call_log", body: callBody(true, true) };
  return undefined;
}

/** The text of a message as an edit replaces it: text, or a media caption. */
export function textOf(content: proto.IMessage | null | undefined): string {
  return (
    content?.conversation ??
    content?.extendedTextMessage?.text ??
    content?.imageMessage?.caption ??
    content?.videoMessage?.caption ??
    content?.documentMessage?.caption ??
    ""
  );
}

/** Content already unwrapped (ephemeral, view once, document with caption) into one of our kinds. */
export function mapContent(content: proto.IMessage): MappedContent | undefined {
  if (content.conversation != null) return { kind: "conversation", body: content.conversation };
  const text = content.extendedTextMessage;
  if (text) return { kind: "extendedTextMessage", body: text.text ?? "", quotedId: quotedIdOf(text) };

  for (const [field, kind, fallbackMimetype] of MEDIA) {
    const media = content[field];
    if (!media) continue;
    const fileName = ("fileName" in media && media.fileName) || undefined;
    const caption = "caption" in media ? media.caption : undefined;
    return {
      kind,
      body: caption || fileName || "",
      quotedId: quotedIdOf(media),
      media: { mimetype: media.mimetype || fallbackMimetype, fileName },
    };
  }

  const location = content.locationMessage;
  if (location) {
    const { degreesLatitude, degreesLongitude, name, address } = location;
    return {
      kind: "locationMessage",
      body: placeBody(location),
      quotedId: quotedIdOf(location),
      location: {
        latitude: degreesLatitude ?? 0,
        longitude: degreesLongitude ?? 0,
        name: name ?? undefined,
        address: address ?? undefined,
      },
    };
  }
  const live = content.liveLocationMessage;
  if (live) {
    return {
      kind: "liveLocationMessage",
      body: placeBody(live),
      quotedId: quotedIdOf(live),
      location: {
        latitude: live.degreesLatitude ?? 0,
        longitude: live.degreesLongitude ?? 0,
        name: live.caption ?? undefined,
      },
    };
  }

  const card = content.contactMessage;
  if (card) return { kind: "contactMessage", body: card.vcard || card.displayName || "", quotedId: quotedIdOf(card) };
  const cards = content.contactsArrayMessage;
  if (cards) {
    const vcards = (cards.contacts ?? []).map((c) => c.vcard).filter(Boolean);
    return { kind: "contactMessage", body: vcards.join("\n") || cards.displayName || "", quotedId: quotedIdOf(cards) };
  }

  const callLog = content.callLogMesssage;
  if (callLog) {
    const missed = callLog.callOutcome === baileys().proto.Message.CallLogMessage.CallOutcome.MISSED;
    return { kind: "call_log", body: callBody(missed, Boolean(callLog.isVideo)) };
  }
  if (content.call) return { kind: "call_log", body: callBody(false, false) };
  return undefined;
}
