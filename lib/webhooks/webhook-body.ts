import type { Prisma } from "@/lib/generated/prisma/client";
import { readSubject } from "./delivery-reads";

type Delivery = {
  idGraf: number;
  endpointId: string;
  eventType: string;
  subjectId: number | null;
  webhookId: string;
  createdAt: Date;
};

/** The event's row in the shape /api/v1 answers it, as it is now; `{ id }` if it is gone. */
async function eventData({ idGraf, endpointId, eventType, subjectId }: Delivery): Promise<unknown> {
  if (subjectId === null) return { endpointId };
  const [kind] = eventType.split(".");
  return (await readSubject(idGraf, kind, subjectId)) ?? { id: subjectId };
}

/** The body of a delivery, `{ id, type, createdAt, data }`: built at its first try, then kept. */
export async function webhookBody(delivery: Delivery): Promise<Prisma.InputJsonObject> {
  return {
    id: delivery.webhookId,
    type: delivery.eventType,
    createdAt: delivery.createdAt.toISOString(),
    data: (await eventData(delivery)) as Prisma.InputJsonValue,
  };
}
