import type { proto, WAMessage, WAMessageUpdate } from "baileys";
import type { Ack, MessageAuthor, ProviderEvent } from "@/lib/whatsapp/provider";
import { chatOf } from "./jids";
import { mapContent, missedCall, textOf } from "./map-content";
import { baileys } from "./runtime";

// Baileys' own numbering, which is the scale Ack describes; ERROR (the server refused the message)
// goes back to the pending clock because Ack has no failure value.
function ackOf(status: number): Ack | undefined {
  const { ERROR, PENDING, SERVER_ACK, DELIVERY_ACK, READ, PLAYED } = baileys().proto.WebMessageInfo.Status;
  const acks: Record<number, Ack> = {
    [ERROR]: 0,
    [PENDING]: 1,
    [SERVER_ACK]: 2,
    [DELIVERY_ACK]: 3,
    [READ]: 4,
    [PLAYED]: 5,
  };
  return acks[status];
}

function protocolEvent(protocol: proto.Message.IProtocolMessage, author: MessageAuthor): ProviderEvent | undefined {
  const id = protocol.key?.id;
  if (!id) return undefined;
  const { REVOKE, MESSAGE_EDIT } = baileys().proto.Message.ProtocolMessage.Type;
  if (protocol.type === REVOKE) return { type: "delete", id, author };
  if (protocol.type === MESSAGE_EDIT) return { type: "edit", id, body: textOf(protocol.editedMessage), author };
  return undefined;
}

/**
 * One message of messages.upsert (live or backlog) as our event: a message, or the edit or
 * deletion of an earlier one; undefined for what an inbox ignores (status broadcasts, channels,
 * reactions, system notices, content it cannot show).
 */
export function mapUpsert(message: WAMessage): ProviderEvent | undefined {
  const { BufferJSON, extractMessageContent, toNumber } = baileys();
  const { id, fromMe } = message.key;
  const chat = chatOf(message.key);
  if (!id || !chat) return undefined;

  const content = extractMessageContent(message.message);
  if (content?.protocolMessage) {
    // The edit or revoke is only as good as who sent it: the protocol message names any message id.
    const author = {
      chat: chat.isGroup ? chat.chatId : chat.contactNumber,
      sender: chat.contactNumber,
      fromMe: Boolean(fromMe),
    };
    return protocolEvent(content.protocolMessage, author);
  }
  const mapped = content ? mapContent(content) : missedCall(message.messageStubType);
  if (!mapped) return undefined;

  return {
    type: "message",
    message: {
      ...mapped,
      id,
      chatId: chat.chatId,
      isGroup: chat.isGroup,
      fromMe: Boolean(fromMe),
      // pushName is the sender's name: ours on messages we sent from the phone.
      contact: { number: chat.contactNumber, name: fromMe ? undefined : message.pushName || undefined },
      timestamp: new Date(toNumber(message.messageTimestamp) * 1000),
      // Plain JSON, binary fields as base64, so it can be stored and revived with BufferJSON (the
      // media download job needs the media key it holds; browsers never see it).
      raw: JSON.parse(JSON.stringify(message, BufferJSON.replacer)),
    },
  };
}

/** A messages.update entry as an ack of a message we sent; other updates come through upserts. */
export function mapUpdate({ key, update }: WAMessageUpdate): ProviderEvent | undefined {
  const ack = update.status == null ? undefined : ackOf(update.status);
  if (!key.fromMe || !key.id || ack === undefined) return undefined;
  return { type: "ack", id: key.id, ack };
}
