import { z } from "zod";
import type { ChatTicket, Viewer } from "./types";

/** Spec section 5: a queue is required; user search starts at 3 characters, 500 ms after typing stops. */
export const transferSchema = z.object({
  queueId: z.coerce.number().int().positive("required"),
  userId: z.coerce.number().int().positive().optional(),
  keepOpen: z.boolean(),
  /** Another connection of the tenant to move the ticket to (ticket-options:transferWhatsapp). */
  whatsappId: z.coerce.number().int().positive().optional(),
});
export type TransferForm = z.input<typeof transferSchema>;
export type TransferValues = z.output<typeof transferSchema>;

export const USER_SEARCH_MIN = 3;

/**
 * What PUT /tickets/{id} receives: accept opens it for a user (refused when another attendant
 * accepted it first); a transfer says so, and without a user waits in the queue.
 */
export function transferBody(mode: "accept" | "transfer", values: TransferValues, viewer: Viewer, ticket: ChatTicket) {
  if (mode === "accept") return { status: "open", userId: values.userId ?? viewer.id, queueId: values.queueId };
  const moved = values.whatsappId && values.whatsappId !== ticket.whatsappId ? { whatsappId: values.whatsappId } : {};
  if (values.userId)
    return { status: "open", userId: values.userId, queueId: values.queueId, transfer: true, ...moved };
  if (values.keepOpen && ticket.userId)
    return { status: "open", userId: ticket.userId, queueId: values.queueId, transfer: true, ...moved };
  return { status: "pending", userId: null, queueId: values.queueId, ...moved };
}
