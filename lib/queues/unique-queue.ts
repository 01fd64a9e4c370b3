import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";

/** The columns of the unique index a write violated, as the database adapter reports it. */
function violatedIndex(error: Prisma.PrismaClientKnownRequestError) {
  const cause = (error.meta?.driverAdapterError as { cause?: { constraint?: unknown } } | undefined)?.cause;
  return JSON.stringify(cause?.constraint ?? error.meta?.target ?? "");
}

/**
 * Runs a write of a queue. Name and colour are unique within a tenant by the table's indexes, so
 * two admins saving at once cannot both win; the index that refused says which answer to give.
 */
export async function withUniqueQueue<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") throw error;
    const index = violatedIndex(error);
    if (index.includes("color")) {
      throw new AppError("ERR_QUEUE_COLOR_ALREADY_EXISTS", "Colour already in use by another queue", [
        { path: "color", message: "duplicated" },
      ]);
    }
    if (index.includes("name")) {
      throw new AppError("ERR_DUPLICATED", "Name already in use by another queue", [
        { path: "name", message: "duplicated" },
      ]);
    }
    throw error;
  }
}
