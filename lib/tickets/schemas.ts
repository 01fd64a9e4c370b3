import { z } from "zod";
import { boolParam, id, idListParam, pageNumberParam, queueSelectionParam } from "./query-params";
import { TICKET_STATUSES } from "./ticket-status";

export const TICKETS_PAGE_SIZE = 15;

const status = z.enum(TICKET_STATUSES);
const searchParam = z.string().trim().max(100);

/**
 * GET /listTicketsByStatus/{status}. Id lists (selectedQueueIds, selectedTagsIds) are JSON arrays
 * or csv; `null` in selectedQueueIds selects tickets without a queue. A pageSize above 15 is
 * served as 15; visibility defaults to "me".
 */
export const listTicketsQuerySchema = z.object({
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(TICKETS_PAGE_SIZE)
    .transform((size) => Math.min(size, TICKETS_PAGE_SIZE)),
  pageNumber: pageNumberParam,
  selectedQueueIds: queueSelectionParam.optional(),
  selectedTagsIds: idListParam.optional(),
  visibility: z.enum(["me", "all"]).default("me"),
});
export type ListTicketsQuery = z.output<typeof listTicketsQuerySchema>;

export const statusParamsSchema = z.object({ status });

/**
 * GET /tickets/dashboard. `date` (YYYY-MM-DD or an ISO date-time) keeps tickets created on that
 * day of the company's time zone; `isWithoutQueueSelected` adds tickets without a queue to the
 * `queueIds` selection; `dashBoard` adds the tickets counted by hour of creation (`hourly`) and,
 * with a `date`, that day's ratings, for the dashboard's chart.
 */
export const dashboardQuerySchema = z.object({
  searchParam: searchParam.optional(),
  pageNumber: pageNumberParam,
  status: status.optional(),
  date: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  showAll: boolParam.default(false),
  queueIds: queueSelectionParam.optional(),
  withUnreadMessages: boolParam.default(false),
  tags: idListParam.optional(),
  isWithoutQueueSelected: boolParam.default(false),
  dashBoard: boolParam.default(false),
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/**
 * GET /getCountTickets/{withoutQueue}/{showAll}/{userId}: the counts of the three tabs as that
 * user sees them. The queue selection is `queueIds` (csv), else with `isToDashBoard` the user's own
 * queues (the dashboard's counts are filtered by them), else none; `withoutQueue` adds tickets
 * without a queue to a selection. `userId` is the caller's own; admins may name another user of
 * the tenant, anyone else gets 403.
 */
export const countParamsSchema = z.object({ withoutQueue: boolParam, showAll: boolParam, userId: id });
export const countQuerySchema = z.object({
  queueIds: queueSelectionParam.optional(),
  isToDashBoard: boolParam.default(false),
});
export type CountTicketsInput = z.output<typeof countParamsSchema> & z.output<typeof countQuerySchema>;

/** GET /tickets: search by contact name or number, and by message text. */
export const searchTicketsQuerySchema = z.object({ searchParam: searchParam.min(1), pageNumber: pageNumberParam });
export type SearchTicketsQuery = z.output<typeof searchTicketsQuerySchema>;

/**
 * POST /tickets. The spec's `userId`, `wppButton` and `idGraf` are accepted and ignored: the
 * ticket is the caller's tenant's, and an open one is the caller's.
 */
export const createTicketSchema = z.object({
  contactId: id,
  status: z.enum(["pending", "open"]).default("pending"),
  fromContacts: z.boolean().default(false),
});
export type CreateTicketInput = z.output<typeof createTicketSchema>;

/**
 * PUT /tickets/{id}: a transition (status with userId and queueId, see ticket-transitions.ts) and
 * plain fields. userId and queueId come only with a status; the spec's `isSelected` is ignored.
 * `transfer` says a request is a transfer (the transfer dialog's): status open for the caller
 * without it is an accept, which an open ticket of another attendant refuses (409).
 */
export const updateTicketSchema = z
  .object({
    status: status.optional(),
    transfer: z.boolean().optional(),
    userId: id.nullable().optional(),
    queueId: id.optional(),
    whatsappId: id.optional(),
    unreadMessages: z.number().int().min(0).max(1_000_000).optional(),
    unread: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.status && (value.userId !== undefined || value.queueId !== undefined)) {
      ctx.addIssue({ code: "custom", path: ["status"], message: "required" });
    }
    if (value.status === "open" && value.userId === null)
      ctx.addIssue({ code: "custom", path: ["userId"], message: "required" });
    if (value.status === "pending" && typeof value.userId === "number") {
      ctx.addIssue({ code: "custom", path: ["userId"], message: "mustBeEmpty" });
    }
  });
export type UpdateTicketInput = z.output<typeof updateTicketSchema>;

/** POST /tags/sync: the ticket's tags become exactly these, given as ids or as `{ id }`. */
export const syncTagsSchema = z.object({
  ticketId: id,
  tags: z
    .array(z.union([id, z.object({ id }).transform((tag) => tag.id)]))
    .max(100)
    .transform((ids) => [...new Set(ids)]),
});
export type SyncTagsInput = z.output<typeof syncTagsSchema>;
