import { DatabaseError } from "pg";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";

type TicketPlace = { idGraf: number; contactId: number; whatsappId: number };

/** A unique key refused the write: through Prisma's client (P2002) or on pg without it (SQLSTATE 23505). */
const isUniqueViolation = (error: unknown) =>
  (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") ||
  (error instanceof DatabaseError && error.code === "23505");

/**
 * A contact has at most one pending or open ticket per connection: a partial unique index says so
 * (migration ticket_uniqueness_and_search), whatever the timing. A write that would make a second
 * gets the spec's code instead of the generic conflict, with the id of the ticket in progress when
 * the caller says where it would be, so a screen can go to it. The index is the Ticket table's only
 * unique key besides its id.
 */
export async function oneTicketInProgress<T>(write: () => Promise<T>, place?: TicketPlace): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const existing =
        place &&
        (await prisma.ticket.findFirst({
          where: { ...place, status: { in: ["pending", "open"] } },
          select: { id: true },
        }));
      throw new AppError(
        "ERR_OTHER_OPEN_TICKET",
        "A ticket already exists for this contact",
        existing ? { ticketId: existing.id } : undefined,
      );
    }
    throw error;
  }
}
