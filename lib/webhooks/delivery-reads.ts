import DataLoader from "dataloader";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { readMessageViews } from "@/lib/messages/message-view";
import { API_CONTACT_SELECT } from "@/lib/public-api/list-api-contacts";
import { apiTicketsOf } from "@/lib/public-api/list-api-tickets";
import { serviceOr } from "@/lib/process/registry";

// Deliveries run many at once (150 a second for 50 messages to three endpoints), and each event's
// deliveries start together. The rows they read are asked for one by one and read together: the
// deliveries claimed together in one statement, and each event's data once for all its endpoints.

export type DeliveryWithEndpoint = Prisma.WebhookDeliveryGetPayload<{ include: { endpoint: true } }>;

/** An event's subject: a message, ticket or contact of a tenant. */
type Subject = { idGraf: number; kind: string; id: number };

type Reads = {
  deliveries: DataLoader<bigint, DeliveryWithEndpoint | null>;
  subjects: DataLoader<Subject, unknown>;
};

declare module "@/lib/process/registry" {
  interface ProcessServices {
    webhookReads: Reads;
  }
}

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** A rating as its event carries it: the ticket rated, the 1 to 5, and whose attendance it rates. */
const RATING_SELECT = { id: true, ticketId: true, rate: true, userId: true, queueId: true, ratedAt: true } as const;

/** The rows of one tenant and kind (the event type's first part), in the API's shapes, by id. */
async function subjectsOf(idGraf: number, kind: string, ids: number[]): Promise<{ id: number }[]> {
  const where = { idGraf, id: { in: ids } };
  switch (kind) {
    case "message":
      return readMessageViews(Prisma.sql`m."idGraf" = ${idGraf} AND m.id = ANY(${ids}::int[])`);
    case "ticket":
      return apiTicketsOf(idGraf, ids);
    case "contact":
      return prisma.contact.findMany({ where, select: API_CONTACT_SELECT });
    case "rating":
      return prisma.ticketRating.findMany({ where, select: RATING_SELECT });
    default:
      throw new Error(`no webhook event is about a ${kind}`);
  }
}

async function readSubjects(subjects: readonly Subject[]) {
  const found = new Map<string, unknown>();
  const keyOf = (subject: Subject) => `${subject.idGraf}:${subject.kind}:${subject.id}`;
  const groups = groupBy(subjects, (subject) => `${subject.idGraf}:${subject.kind}`);
  await Promise.all(
    [...groups.values()].map(async ([first, ...rest]) => {
      const ids = [...new Set([first, ...rest].map((subject) => subject.id))];
      for (const row of await subjectsOf(first.idGraf, first.kind, ids))
        found.set(keyOf({ ...first, id: row.id }), row);
    }),
  );
  return subjects.map((subject) => found.get(keyOf(subject)) ?? null);
}

const reads = () =>
  serviceOr("webhookReads", () => ({
    deliveries: new DataLoader(
      async (ids: readonly bigint[]) => {
        const rows = await prisma.webhookDelivery.findMany({
          where: { id: { in: [...ids] } },
          include: { endpoint: true },
        });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { cache: false },
    ),
    subjects: new DataLoader(readSubjects, { cache: false }),
  }));

/** A delivery with its endpoint, read with the others asked for in the same turn. */
export const readDelivery = (id: bigint) => reads().deliveries.load(id);

/** A message, ticket or contact in the shape /api/v1 answers it, as it is now; null if it is gone. */
export const readSubject = (idGraf: number, kind: string, id: number) => reads().subjects.load({ idGraf, kind, id });
