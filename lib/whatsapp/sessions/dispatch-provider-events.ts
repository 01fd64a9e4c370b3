import { prisma } from "@/lib/db/client";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import { sessionViewSelect } from "@/lib/whatsapp/session-view";
import type { ConnectionRef, ProviderEvent } from "@/lib/whatsapp/provider";

type Connection = Pick<ConnectionRef, "id" | "idGraf">;
type SessionEvent = Extract<ProviderEvent, { type: "qr" | "status" }>;

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
 * The seam between providers and the inbox. QR and status events update the connection and are
 * pushed to the tenant at once; message, ack, edit and delete events are returned untouched for the
 * inbound message flow, which stores nothing yet.
 */
export async function dispatchProviderEvents(connection: Connection, events: ProviderEvent[]): Promise<ProviderEvent[]> {
  const unhandled: ProviderEvent[] = [];
  for (const event of events) {
    if (event.type !== "qr" && event.type !== "status") {
      unhandled.push(event);
      continue;
    }
    // A provider may report after its connection was deleted: then there is nothing to update.
    const where = { id: connection.id, idGraf: connection.idGraf };
    const { count } = await prisma.whatsapp.updateMany({ where, data: sessionChange(event) });
    if (!count) continue;
    const session = await prisma.whatsapp.findFirstOrThrow({ where, select: sessionViewSelect });
    emitToTenant(connection.idGraf, channels.whatsappSession(connection.idGraf), { action: "update", session });
    if (session.zapi) emitToTenant(connection.idGraf, channels.zapiInstanceStatus(connection.idGraf), { action: "update", session });
  }
  return unhandled;
}
