import type { WAMessage, WASocket } from "baileys";
import { baileys } from "./runtime";

type LidMapping = Pick<WASocket["signalRepository"]["lidMapping"], "getPNForLID">;

/**
 * Fills in the phone jid beside a LID sender from the mappings Baileys has learned, when the
 * message itself did not carry it, so the mapping to our addresses finds the phone number.
 */
export async function resolveLids(message: WAMessage, lids: LidMapping): Promise<WAMessage> {
  const { isLidUser } = baileys();
  const { key } = message;
  if (key.remoteJid && isLidUser(key.remoteJid) && !key.remoteJidAlt) {
    key.remoteJidAlt = (await lids.getPNForLID(key.remoteJid)) ?? undefined;
  }
  if (key.participant && isLidUser(key.participant) && !key.participantAlt) {
    key.participantAlt = (await lids.getPNForLID(key.participant)) ?? undefined;
  }
  return message;
}
