import { isAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import type { ConnectionRef } from "@/lib/events/domain-events";
import { channels } from "@/lib/realtime/channels";
import { emitToAdmins, emitToUser } from "@/lib/realtime/emitter";
import { connectionViewSelect, toConnectionView } from "@/lib/connections/connection-view";
import { sessionViewSelect } from "@/lib/connections/session-view";

/**
 * A connection's session changed: told to the tenant's admins (only they read connections through
 * REST) and, on their own channel without the QR, to the attendants tied to the connection.
 */
export async function publishSession(connection: ConnectionRef) {
  const where = { id: connection.id, idGraf: connection.idGraf };
  const session = await prisma.whatsapp.findFirst({ where, select: sessionViewSelect });
  if (!session) return;
  emitToAdmins(connection.idGraf, channels.whatsappSession(connection.idGraf), { action: "update", session });
  if (session.zapi)
    emitToAdmins(connection.idGraf, channels.zapiInstanceStatus(connection.idGraf), { action: "update", session });
  const tied = await prisma.user.findMany({
    where: { whatsappId: connection.id, idGraf: connection.idGraf, status: true },
    select: { id: true, profile: true },
  });
  const withoutQr = { ...session, qrcode: null };
  // Admins have the whole session on the tenant channel already.
  for (const user of tied)
    if (!isAdmin(user))
      emitToUser(user.id, channels.userWhatsappSession(user.id), { action: "update", session: withoutQr });
}

/** A connection's settings saved: its view to the tenant's admins, who alone read connections. */
export async function publishConnection({ id, idGraf }: ConnectionRef) {
  const row = await prisma.whatsapp.findFirst({ where: { id, idGraf }, select: connectionViewSelect });
  if (row) emitToAdmins(idGraf, channels.whatsapp(idGraf), { action: "update", whatsapp: toConnectionView(row) });
}

export function publishConnectionDeleted({ id, idGraf }: ConnectionRef) {
  emitToAdmins(idGraf, channels.whatsapp(idGraf), { action: "delete", whatsappId: id });
}
