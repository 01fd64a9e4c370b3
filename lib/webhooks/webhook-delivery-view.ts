import type { Prisma } from "@/lib/generated/prisma/client";

/** What the log shows of a delivery: not its body, tenant or subject. */
export const DELIVERY_VIEW_OMIT = {
  payload: true,
  idGraf: true,
  subjectId: true,
} as const satisfies Prisma.WebhookDeliveryOmit;

type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ omit: typeof DELIVERY_VIEW_OMIT }>;

/** The id is a BigInt in the database and text in the view, as JSON cannot carry it. */
export const toDeliveryView = (row: DeliveryRow) => ({ ...row, id: String(row.id) });

export type WebhookDeliveryView = ReturnType<typeof toDeliveryView>;
