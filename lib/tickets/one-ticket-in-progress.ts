import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A contact has at most one pending or open ticket per connection: a partial unique index says so
 * (migration ticket_uniqueness_and_search), whatever the timing. A write that would make a second
 * gets the spec's code instead of the generic conflict. The index is the Ticket table's only
 * unique key besides its id.
 */
export async function oneTicketInProgress<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("ERR_OTHER_OPEN_TICKET", "A ticket already exists for this contact");
    }
    throw error;
  }
}
