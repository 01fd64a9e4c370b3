import type { Prisma } from "@/lib/generated/prisma/client";

/** What the API answers for a schedule (spec section 3). */
export const scheduleViewInclude = {
  contact: { select: { id: true, name: true, number: true, profilePicUrl: true } },
} satisfies Prisma.ScheduleInclude;

type Row = Prisma.ScheduleGetPayload<{ include: typeof scheduleViewInclude }>;

export const toScheduleView = (row: Row) => ({
  id: row.id,
  body: row.body,
  contactId: row.contactId,
  contact: row.contact,
  sendAt: row.sendAt,
  sentAt: row.sentAt,
  status: row.status,
  error: row.error,
  userId: row.userId,
  timezone: row.timezone,
  ticketId: row.ticketId,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
export type ScheduleView = ReturnType<typeof toScheduleView>;

/** Spec section 4: PENDENTE until sent, then ENVIADA, or ERRO with the reason. */
export const SCHEDULE_STATUS = { pending: "PENDENTE", sent: "ENVIADA", error: "ERRO" } as const;
