import { createHash, randomBytes, randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

// Refresh tokens are opaque, stored only as hashes, and rotate on every use. Presenting a token
// that was already rotated means it leaked: the whole family (one sign-in's chain) is revoked.
export const REFRESH_COOKIE = "jrt";
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

async function insertToken(userId: number, familyId: string) {
  const token = randomBytes(32).toString("base64url");
  await prisma.refreshToken.create({
    data: {
      id: randomUUID(),
      userId,
      familyId,
      tokenHash: hash(token),
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    },
  });
  return token;
}

export function issueRefreshToken(userId: number) {
  return insertToken(userId, randomUUID());
}

/** Exchanges a refresh token for a new one; returns the user id it belongs to. */
export async function rotateRefreshToken(token: string): Promise<{ userId: number; token: string }> {
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
  return { userId: row.userId, token: await insertToken(row.userId, row.familyId) };
}

export async function revokeRefreshToken(token: string) {
  const row = await prisma.refreshToken.findUnique({ where: { tokenHash: hash(token) } });
  if (row) await revokeFamily(row.familyId);
}

async function revokeFamily(familyId: string) {
  await prisma.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
}
