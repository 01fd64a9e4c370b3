import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "./caller";
import { verifyPassword } from "./password";
import { limitSignIn } from "./rate-limit";

/**
 * Sensitive changes (one's own password, the ERP sign-on secret) ask for the caller's current
 * password, so a session left open or stolen cannot make them. Wrong guesses count against the
 * sign-in limits of the caller's e-mail and address, like a sign-in.
 */
export async function verifyCurrentPassword(caller: Caller, currentPassword: string | undefined, address: string) {
  if (!currentPassword) {
    throw new AppError("ERR_BAD_REQUEST", "The current password is required", [
      { path: "currentPassword", message: "required" },
    ]);
  }
  try {
    await limitSignIn(address, caller.email, async () => {
      const user = await prisma.user.findUnique({ where: { id: caller.userId }, select: { passwordHash: true } });
      if (!user || !(await verifyPassword(currentPassword, user.passwordHash)))
        throw new AppError("ERR_INVALID_CREDENTIALS");
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "ERR_INVALID_CREDENTIALS") {
      throw new AppError("ERR_WRONG_PASSWORD", "The current password is wrong", [
        { path: "currentPassword", message: "wrongPassword" },
      ]);
    }
    throw error;
  }
}
