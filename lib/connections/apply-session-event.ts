import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import type { ConnectionRef } from "@/lib/events/domain-events";
import type { ProviderEvent } from "@/lib/whatsapp/provider";

export type SessionEvent = Extract<ProviderEvent, { type: "qr" | "status" }>;

function sessionChange(event: SessionEvent) {
  if (event.type === "qr") return { qrcode: event.qr };
  return {
    status: event.status,
    // A QR is only valid while pairing; the pairing dialog closes when an update arrives without
    // one (spec section 4).
    ...(event.status === "qrcode" ? {} : { qrcode: null }),
    ...(event.phoneNumber ? { phoneNumber: event.phoneNumber } : {}),
    // The reason lasts until the next status: a new attempt (OPENING) or success clears it.
    statusReason: event.reason ?? null,
    ...(event.zapiStatus ? { zapiStatus: event.zapiStatus } : {}),
  };
}

/** A QR or status change of a connection's session, stored, then `connection.sessionChanged`. */
export async function applySessionEvent(connection: ConnectionRef, event: SessionEvent) {
  // A provider may report after its connection was deleted: then there is nothing to update.
  const { count } = await prisma.whatsapp.updateMany({
    where: { id: connection.id, idGraf: connection.idGraf },
    data: sessionChange(event),
  });
  if (count) await dispatch([{ type: "connection.sessionChanged", connection }]);
}
