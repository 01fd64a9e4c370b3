import { prisma } from "@/lib/db/client";
import type { ConnectionRef } from "@/lib/events/domain-events";
import { logger } from "@/lib/process/logger";
import type { ProviderEvent, ZapiInstanceStatus } from "@/lib/whatsapp/provider";
import { zapiClient, type ZapiClient } from "./zapi-client";

type StatusEvent = Extract<ProviderEvent, { type: "status" }>;

// Z-API names the payment states only by example ("paid"): a cancelled or expired one is read
// from its wording, a due date in the past from the date.
const CANCELLED_PAYMENT = /cancel|expir/i;

/** Seconds or milliseconds since the epoch, as milliseconds. */
const epochMs = (due: number) => (due < 1e12 ? due * 1000 : due);

/** The instance's own state at Z-API (GET /me), or undefined when Z-API does not say. */
export async function readInstanceStatus(client: ZapiClient): Promise<ZapiInstanceStatus | undefined> {
  try {
    const { due, paymentStatus } = await client.instance();
    const expired = !!due && epochMs(due) < Date.now();
    return expired || CANCELLED_PAYMENT.test(paymentStatus ?? "") ? "CANCELADO" : "ATIVO";
  } catch (error) {
    logger().warn({ err: error }, "Z-API instance data could not be read");
    return undefined;
  }
}

/** A session status as the instance's state qualifies it: an expired instance cannot connect. */
export function withInstance(event: StatusEvent, zapiStatus: ZapiInstanceStatus | undefined): StatusEvent {
  if (zapiStatus === "CANCELADO")
    return { type: "status", status: "DISCONNECTED", reason: "INSTANCE_EXPIRED", zapiStatus };
  return zapiStatus ? { ...event, zapiStatus } : event;
}

/**
 * The status webhooks (connected, disconnected) read the instance's state too, so an instance
 * Z-API expired shows as such as soon as Z-API reports on it. Other events pass unchanged.
 */
export async function withInstanceStatus(
  connection: Pick<ConnectionRef, "id" | "idGraf">,
  events: ProviderEvent[],
): Promise<ProviderEvent[]> {
  if (!events.some((event) => event.type === "status")) return events;
  const row = await prisma.whatsapp.findFirst({
    where: { id: connection.id, idGraf: connection.idGraf },
    select: { zapiInstanceId: true, zapiToken: true, zapiClientToken: true },
  });
  if (!row?.zapiInstanceId || !row.zapiToken) return events;
  const client = zapiClient({ instanceId: row.zapiInstanceId, token: row.zapiToken, clientToken: row.zapiClientToken });
  const zapiStatus = await readInstanceStatus(client);
  return events.map((event) => (event.type === "status" ? withInstance(event, zapiStatus) : event));
}
