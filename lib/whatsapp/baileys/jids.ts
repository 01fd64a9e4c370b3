import { isJidBroadcast, isJidGroup, isJidNewsletter, isPnUser, jidDecode, jidNormalizedUser, type WAMessageKey } from "baileys";

// Addresses as the rest of the app sees them: a phone number's digits for a person on a phone jid,
// otherwise the whole jid: a group ("120363...@g.us"), or a LID whose phone number WhatsApp did
// not reveal ("...@lid"), which still receives replies sent to it.

const PHONE_SERVER = "s.whatsapp.net";

export function addressOf(jid: string): string {
  const decoded = jidDecode(jid);
  return decoded?.server === PHONE_SERVER ? decoded.user : jidNormalizedUser(jid);
}

export function jidOf(address: string): string {
  return address.includes("@") ? address : `${address.replace(/\D/g, "")}@${PHONE_SERVER}`;
}

/** Baileys 7 puts the phone jid beside a LID (remoteJidAlt, participantAlt); prefer the phone. */
const phoneFirst = (jid: string, alternative?: string | null) =>
  alternative && isPnUser(alternative) && !isPnUser(jid) ? alternative : jid;

export type Chat = { chatId: string; isGroup: boolean; contactNumber: string };

/** The chat and contact of a message, or undefined for chats an inbox does not serve. */
export function chatOf(key: WAMessageKey): Chat | undefined {
  const { remoteJid } = key;
  if (!remoteJid || isJidBroadcast(remoteJid) || isJidNewsletter(remoteJid)) return undefined;
  if (isJidGroup(remoteJid)) {
    const chatId = jidNormalizedUser(remoteJid);
    const sender = key.participant ? addressOf(phoneFirst(key.participant, key.participantAlt)) : chatId;
    return { chatId, isGroup: true, contactNumber: sender };
  }
  const chatId = addressOf(phoneFirst(remoteJid, key.remoteJidAlt));
  return { chatId, isGroup: false, contactNumber: chatId };
}
