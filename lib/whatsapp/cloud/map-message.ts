import type { InboundMessage } from "@/lib/whatsapp/provider";
import type { CloudMessage } from "./webhook-schema";

type Content = Pick<InboundMessage, "kind" | "body" | "media" | "location" | "quotedId">;

const MEDIA_KINDS = ["image", "video", "audio", "sticker", "document"] as const;

/** A shared contact as the vCard the chat reads (its name, and each number with its WhatsApp id). */
function vcardOf(contact: NonNullable<CloudMessage["contacts"]>[number]): string {
  const name =
    contact.name?.formatted_name || [contact.name?.first_name, contact.name?.last_name].filter(Boolean).join(" ");
  const phones = (contact.phones ?? []).map(
    (p) => `TEL;type=${p.type ?? "CELL"}${p.wa_id ? `;waid=${p.wa_id}` : ""}:${p.phone ?? p.wa_id ?? ""}`,
  );
  return ["BEGIN:VCARD", "VERSION:3.0", `N:;${name};;;`, `FN:${name}`, ...phones, "END:VCARD"].join("\n");
}

function mediaContent(message: CloudMessage): Content | undefined {
  for (const kind of MEDIA_KINDS) {
    const file = message[kind];
    if (!file) continue;
    const fileName = kind === "document" ? message.document?.filename || undefined : undefined;
    const body = file.caption ?? fileName ?? "";
    return { kind, body, media: { mimetype: file.mime_type, ...(fileName ? { fileName } : {}) } };
  }
  return undefined;
}

function contentOf(message: CloudMessage): Content | Content[] | undefined {
  const quotedId = message.context?.id;
  const quoted = quotedId ? { quotedId } : {};
  if (message.text)
    return { kind: quotedId ? "extendedTextMessage" : "conversation", body: message.text.body, ...quoted };
  const media = mediaContent(message);
  if (media) return { ...media, ...quoted };
  if (message.location) {
    const { latitude, longitude, name, address, url } = message.location;
    const link = url || `https://maps.google.com/maps?q=${latitude}%2C${longitude}&z=17`;
    return { kind: "locationMessage", body: link, location: { latitude, longitude, name, address } };
  }
  if (message.contacts?.length)
    return message.contacts.map((contact) => ({ kind: "contactMessage" as const, body: vcardOf(contact) }));
  const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
  if (reply) return { kind: "extendedTextMessage", body: reply.title, ...quoted };
  if (message.button) return { kind: "extendedTextMessage", body: message.button.text, ...quoted };
  if (message.reaction)
    return { kind: "reactionMessage", body: message.reaction.emoji ?? "", quotedId: message.reaction.message_id };
  return undefined;
}

/**
 * A received Cloud API message as inbox messages: usually one; a card with several contacts is one
 * message per contact (the first keeps Meta's id, the others add `#n`). Types the inbox does not
 * show (unsupported, system, order) map to none. `name` is the sender's profile name.
 */
export function mapCloudMessage(message: CloudMessage, name: string | undefined): InboundMessage[] {
  const content = contentOf(message);
  if (!content) return [];
  return (Array.isArray(content) ? content : [content]).map((part, index) => ({
    id: index ? `${message.id}#${index}` : message.id,
    chatId: message.from,
    isGroup: false,
    fromMe: false,
    contact: { number: message.from, ...(name ? { name } : {}) },
    ...part,
    timestamp: new Date(message.timestamp * 1000),
    raw: message,
  }));
}
