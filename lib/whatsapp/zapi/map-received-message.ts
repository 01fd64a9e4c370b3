import type { InboundMedia, InboundMessage, ProviderEvent } from "@/lib/whatsapp/provider";
import type { ReceivedCallback } from "./webhook-schema";

type Content = Pick<InboundMessage, "kind" | "body" | "media" | "location">;

// Notifications (webhooks/on-message-received, "Notification Response") that the chat shows as a
// missed call; the body keeps the code so the client can tell voice from video.
const MISSED_CALLS = new Set(["CALL_MISSED_VOICE", "CALL_MISSED_VIDEO"]);

// The link stays in the stored payload, where the download job reads it (fetch-zapi-media.ts).
const media = (mimetype: string, fileName?: string): InboundMedia => ({ mimetype, ...(fileName ? { fileName } : {}) });

function locationContent(location: NonNullable<ReceivedCallback["location"]>): Content {
  const { latitude, longitude } = location;
  const link = location.url || `https://maps.google.com/maps?q=${latitude}%2C${longitude}&z=17`;
  return {
    kind: "locationMessage",
    body: location.thumbnailUrl ? `${location.thumbnailUrl}|${link}` : link,
    location: { latitude, longitude, name: location.name || undefined, address: location.address || undefined },
  };
}

function contentOf(payload: ReceivedCallback): Content | undefined {
  const { text, image, video, audio, sticker, document } = payload;
  if (text) {
    const extended = Boolean(payload.referenceMessageId || text.url);
    return { kind: extended ? "extendedTextMessage" : "conversation", body: text.message };
  }
  if (image) return { kind: "image", body: image.caption ?? "", media: media(image.mimeType) };
  if (video) return { kind: "video", body: video.caption ?? "", media: media(video.mimeType) };
  if (audio) return { kind: "audio", body: "", media: media(audio.mimeType) };
  if (sticker) return { kind: "sticker", body: "", media: media(sticker.mimeType) };
  if (document) {
    const fileName = document.fileName || document.title || undefined;
    return { kind: "document", body: fileName ?? "", media: media(document.mimeType, fileName) };
  }
  if (payload.location) return locationContent(payload.location);
  if (payload.contact) return { kind: "contactMessage", body: payload.contact.vCard };
  if (payload.notification && MISSED_CALLS.has(payload.notification))
    return { kind: "call_log", body: payload.notification };
  // WhatsApp has not delivered the content yet; the client shows its "waiting" text from the raw data.
  if (payload.waitingMessage) return { kind: "conversation", body: "" };
  return undefined;
}

function contactOf(payload: ReceivedCallback): InboundMessage["contact"] {
  if (payload.isGroup)
    return { number: payload.participantPhone || payload.phone, name: payload.senderName || undefined };
  // On our own messages senderName is the connected account; chatName is the other side.
  const name = payload.fromMe ? payload.chatName : payload.senderName || payload.chatName;
  return { number: payload.phone, name: name || undefined };
}

/**
 * A received (or, with "notify sent by me", sent) message as a message event, an edit as an edit
 * event. Reactions, polls, orders, payments and other notifications are not kept by the inbox.
 */
export function mapReceivedMessage(payload: ReceivedCallback): ProviderEvent[] {
  if (payload.isEdit && payload.text) {
    const sender = payload.isGroup ? payload.participantPhone || payload.phone : payload.phone;
    const author = { chat: payload.phone, sender, fromMe: payload.fromMe };
    return [{ type: "edit", id: payload.messageId, body: payload.text.message, author }];
  }
  const content = contentOf(payload);
  if (!content) return [];
  const message: InboundMessage = {
    id: payload.messageId,
    chatId: payload.phone,
    isGroup: payload.isGroup === true,
    fromMe: payload.fromMe,
    contact: contactOf(payload),
    ...content,
    timestamp: new Date(payload.momment),
    ...(payload.referenceMessageId ? { quotedId: payload.referenceMessageId } : {}),
    raw: payload,
  };
  return [{ type: "message", message }];
}
