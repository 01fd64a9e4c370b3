import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { userViewInclude } from "./user-view";
import { hashPassword, verifyPassword } from "./password";

// Compared against when the e-mail is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

/** E-mail and password to an active user; any failure is the same ERR_INVALID_CREDENTIALS. */
export async function authenticate(email: string, password: string) {
  const user = await prisma.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    include: userViewInclude,
  });
  const valid = await verifyPassword(password, user?.passwordHash ?? (await (decoyHash ??= hashPassword("decoy"))));
  if (!user || !valid || !user.status) throw new AppError("ERR_INVALID_CREDENTIALS", "Invalid credentials");
  return user;
}
