import type { WAMessageKey } from "baileys";
import { baileys } from "./runtime";

// Addresses as the rest of the app stores them (Contact.number): the digits of a phone number or
// of a group id, and the whole jid of a LID whose phone number WhatsApp did not reveal ("...@lid"),
// which still receives replies sent to it and never passes for someone's phone number.

const PHONE_SERVER = "s.whatsapp.net";
const GROUP_SERVER = "g.us";

export function addressOf(jid: string): string {
  const { jidDecode, jidNormalizedUser } = baileys();
  const decoded = jidDecode(jid);
  return decoded?.server === PHONE_SERVER || decoded?.server === GROUP_SERVER ? decoded.user : jidNormalizedUser(jid);
}

/** Phone numbers have at most 15 digits (E.164); group ids are longer, or "creator-timestamp" for old groups. */
export function jidOf(address: string): string {
  if (address.includes("@")) return address;
  if (address.includes("-") || address.length > 15) return `${address}@${GROUP_SERVER}`;
  return `${address.replace(/\D/g, "")}@${PHONE_SERVER}`;
}

/** Baileys 7 puts the phone jid beside a LID (remoteJidAlt, participantAlt); prefer the phone. */
function phoneFirst(jid: string, alternative?: string | null) {
  const { isPnUser } = baileys();
  return alternative && isPnUser(alternative) && !isPnUser(jid) ? alternative : jid;
}

export type Chat = { chatId: string; isGroup: boolean; contactNumber: string };

/** The chat and contact of a message, or undefined for chats an inbox does not serve. */
export function chatOf(key: WAMessageKey): Chat | undefined {
  const { isJidBroadcast, isJidGroup, isJidNewsletter } = baileys();
  const { remoteJid } = key;
  if (!remoteJid || isJidBroadcast(remoteJid) || isJidNewsletter(remoteJid)) return undefined;
  if (isJidGroup(remoteJid)) {
    const chatId = addressOf(remoteJid);
    const sender = key.participant ? addressOf(phoneFirst(key.participant, key.participantAlt)) : chatId;
    return { chatId, isGroup: true, contactNumber: sender };
  }
  const chatId = addressOf(phoneFirst(remoteJid, key.remoteJidAlt));
  return { chatId, isGroup: false, contactNumber: chatId };
}
