import { isAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import type { Connection } from "@/lib/inbound/receive-message";
import { channels } from "@/lib/realtime/channels";
import { emitToAdmins, emitToUser } from "@/lib/realtime/emitter";
import type { ProviderEvent } from "@/lib/whatsapp/provider";
import { sessionViewSelect } from "@/lib/whatsapp/session-view";

export type SessionEvent = Extract<ProviderEvent, { type: "qr" | "status" }>;

function sessionChange(event: SessionEvent) {
  if (event.type === "qr") return { qrcode: event.qr };
  return {
    status: event.status,
    // A QR is only valid while pairing; the pairing dialog closes when an update arrives without
    // one (spec section 4).
    ...(event.status === "qrcode" ? {} : { qrcode: null }),
    ...(event.phoneNumber ? { phoneNumber: event.phoneNumber } : {}),
  };
}

/**
 * A QR or status change of a connection's session: stored, then told to the tenant's admins (only
 * they read connections through REST) and, on their own channel without the QR, to the attendants
 * tied to the connection.
 */
export async function applySessionEvent(connection: Connection, event: SessionEvent) {
  // A provider may report after its connection was deleted: then there is nothing to update.
  const where = { id: connection.id, idGraf: connection.idGraf };
  const { count } = await prisma.whatsapp.updateMany({ where, data: sessionChange(event) });
  if (!count) return;
  const session = await prisma.whatsapp.findFirstOrThrow({ where, select: sessionViewSelect });
  emitToAdmins(connection.idGraf, channels.whatsappSession(connection.idGraf), { action: "update", session });
  if (session.zapi) emitToAdmins(connection.idGraf, channels.zapiInstanceStatus(connection.idGraf), { action: "update", session });
  const tied = await prisma.user.findMany({ where: { whatsappId: connection.id, idGraf: connection.idGraf, status: true }, select: { id: true, profile: true } });
  const withoutQr = { ...session, qrcode: null };
  // Admins have the whole session on the tenant channel already.
  for (const user of tied) if (!isAdmin(user)) emitToUser(user.id, channels.userWhatsappSession(user.id), { action: "update", session: withoutQr });
}
