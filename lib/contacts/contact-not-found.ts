import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";

export const contactNotFound = () => new AppError("ERR_NO_CONTACT_FOUND", "Contact not found");

/**
 * Runs a write of a contact. A number is unique in its tenant (the index on idGraf and number), so
 * a unique violation is a duplicated number, decided by the database however writes interleave;
 * an update or delete that found no row of the tenant is a missing contact.
 */
export async function contactWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError) {
      if (error.code === "P2002") {
        throw new AppError("ERR_DUPLICATED_CONTACT", "Contact number already exists", [
          { path: "number", message: "duplicated" },
        ]);
      }
      if (error.code === "P2025") throw contactNotFound();
    }
    throw error;
  }
}
