import { BufferJSON, extractMessageContent, proto, toNumber, type WAMessage, type WAMessageUpdate } from "baileys";
import type { Ack, ProviderEvent } from "@/lib/whatsapp/provider";
import { chatOf } from "./jids";
import { mapContent, missedCall, textOf } from "./map-content";

/** Makes the download of one message's media; the session binds it to its socket. */
export type MediaDownloader = (message: WAMessage) => () => Promise<Buffer>;

const { Status } = proto.WebMessageInfo;

// Baileys' own numbering, which is the scale Ack describes; ERROR (the server refused the message)
// goes back to the pending clock because Ack has no failure value.
const ACKS: Record<number, Ack> = {
  [Status.ERROR]: 0,
  [Status.PENDING]: 1,
  [Status.SERVER_ACK]: 2,
  [Status.DELIVERY_ACK]: 3,
  [Status.READ]: 4,
  [Status.PLAYED]: 5,
};

function protocolEvent(protocol: proto.Message.IProtocolMessage): ProviderEvent | undefined {
  const id = protocol.key?.id;
  if (!id) return undefined;
  const { REVOKE, MESSAGE_EDIT } = proto.Message.ProtocolMessage.Type;
  if (protocol.type === REVOKE) return { type: "delete", id };
  if (protocol.type === MESSAGE_EDIT) return { type: "edit", id, body: textOf(protocol.editedMessage) };
  return undefined;
}

/**
 * One message of messages.upsert (live or backlog) as our event: a message, or the edit or
 * deletion of an earlier one; undefined for what an inbox ignores (status broadcasts, channels,
 * reactions, system notices, content it cannot show).
 */
export function mapUpsert(message: WAMessage, download: MediaDownloader): ProviderEvent | undefined {
  const { id, fromMe } = message.key;
  const chat = chatOf(message.key);
  if (!id || !chat) return undefined;

  const content = extractMessageContent(message.message);
  if (content?.protocolMessage) return protocolEvent(content.protocolMessage);
  const mapped = content ? mapContent(content) : missedCall(message.messageStubType);
  if (!mapped) return undefined;

  const { media, ...rest } = mapped;
  return {
    type: "message",
    message: {
      ...rest,
      id,
      chatId: chat.chatId,
      isGroup: chat.isGroup,
      fromMe: Boolean(fromMe),
      // pushName is the sender's name: ours on messages we sent from the phone.
      contact: { number: chat.contactNumber, name: fromMe ? undefined : message.pushName || undefined },
      timestamp: new Date(toNumber(message.messageTimestamp) * 1000),
      media: media && { ...media, download: download(message) },
      // Plain JSON, binary fields as base64, so it can be stored and revived with BufferJSON.
      raw: JSON.parse(JSON.stringify(message, BufferJSON.replacer)),
    },
  };
}

/** A messages.update entry as an ack of a message we sent; other updates come through upserts. */
export function mapUpdate({ key, update }: WAMessageUpdate): ProviderEvent | undefined {
  const ack = update.status == null ? undefined : ACKS[update.status];
  if (!key.fromMe || !key.id || ack === undefined) return undefined;
  return { type: "ack", id: key.id, ack };
}
