import { createHash, randomBytes, randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { SIGN_IN_TTL_SECONDS } from "./credential-ttl";

// Refresh tokens are opaque, stored only as hashes, and rotate on every use. Presenting a token
// that was already rotated means it leaked: the whole family (one sign-in's chain) is revoked.
// Every token of a family expires when its sign-in does: rotation never extends it.
export const REFRESH_COOKIE = "jrt";
export const REFRESH_TTL_SECONDS = SIGN_IN_TTL_SECONDS;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

async function insertToken(userId: number, familyId: string, expiresAt: Date) {
  const token = randomBytes(32).toString("base64url");
  await prisma.refreshToken.create({ data: { id: randomUUID(), userId, familyId, tokenHash: hash(token), expiresAt } });
  return token;
}

/** The first refresh token of a sign-in: its family is the sign-in, and it ends with it. */
export function issueRefreshToken(session: { id: string; userId: number; expiresAt: Date }) {
  return insertToken(session.userId, session.id, session.expiresAt);
}

/** Exchanges a refresh token for a new one; returns the user and sign-in it belongs to. */
export async function rotateRefreshToken(token: string): Promise<{ userId: number; sessionId: string; token: string }> {
  const expired = new AppError("ERR_SESSION_EXPIRED", "Please log in");
  const row = await prisma.refreshToken.findUnique({ where: { tokenHash: hash(token) } });
  if (!row) throw expired;
  if (row.revokedAt || row.replacedAt) {
    await revokeFamily(row.familyId);
    throw expired;
  }
  if (row.expiresAt < new Date()) throw expired;
  // Only one of two concurrent rotations of the same token can win this conditional update.
  const { count } = await prisma.refreshToken.updateMany({
    where: { id: row.id, replacedAt: null, revokedAt: null },
    data: { replacedAt: new Date() },
  });
  if (count !== 1) {
    await revokeFamily(row.familyId);
    throw expired;
  }
  return {
    userId: row.userId,
    sessionId: row.familyId,
    token: await insertToken(row.userId, row.familyId, row.expiresAt),
  };
}

/** The sign-in a refresh token belongs to, if the token is one of ours. */
export async function sessionOfRefreshToken(token: string) {
  const row = await prisma.refreshToken.findUnique({
    where: { tokenHash: hash(token) },
    select: { familyId: true, userId: true },
  });
  return row && { sessionId: row.familyId, userId: row.userId };
}

async function revokeFamily(familyId: string) {
  await prisma.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
}
