import { ZodError } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/process/logger";

/** Known answers pass through: a conflict (P2002) and a missing row (P2025) have codes of their own. */
const passesThrough = (error: unknown) =>
  error instanceof AppError ||
  error instanceof ZodError ||
  (error instanceof Prisma.PrismaClientKnownRequestError && ["P2002", "P2025"].includes(error.code));

/**
 * Stores a ticket or a message: a failure with no code of its own (a row it refers to deleted
 * meanwhile, the database refusing the write) is the spec's "creation failed" for that kind,
 * ERR_CREATING_TICKET or ERR_CREATING_MESSAGE, logged with its cause, not a bare internal error.
 */
export async function asCreation<T>(
  code: "ERR_CREATING_TICKET" | "ERR_CREATING_MESSAGE",
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (passesThrough(error)) throw error;
    logger().error({ err: error }, code);
    throw new AppError(
      code,
      code === "ERR_CREATING_TICKET" ? "Creating the ticket failed" : "Creating the message failed",
    );
  }
}
