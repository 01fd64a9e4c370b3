import { decodeJwt, jwtVerify } from "jose";
import { z } from "zod";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";
import { userViewInclude } from "./user-view";
import { dbIdFromText } from "@/lib/validation/db-id";
import { openSession, type TokenSession } from "./sign-in";

// ERP single sign-on: an HS256 JWT signed with the tenant's SSO secret (ERP_SSO_SECRET when the
// tenant has none), naming the user's e-mail and tenant, valid for at most five minutes, usable once.
export const ERP_TOKEN_MAX_LIFETIME_SECONDS = 5 * 60;
const CLOCK_SKEW_SECONDS = 30;

const claimsSchema = z.object({
  email: z.string().trim().toLowerCase().email(),
  idGraf: dbIdFromText,
  exp: z.number().int(),
  jti: z.string().min(1).max(200),
});

const refused = () => new AppError("ERR_INVALID_CREDENTIALS", "Invalid credentials");

async function verifiedClaims(tokenErp: string) {
  let idGraf: number;
  try {
    idGraf = Number(decodeJwt(tokenErp).idGraf);
  } catch {
    throw refused();
  }
  if (!dbIdFromText.safeParse(idGraf).success) throw refused();
  const tenant = await prisma.tenant.findUnique({ where: { id: idGraf }, select: { ssoSecret: true } });
  const secret = tenant?.ssoSecret ?? env().ERP_SSO_SECRET;
  if (!tenant || !secret) throw refused();
  try {
    const { payload } = await jwtVerify(tokenErp, new TextEncoder().encode(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "jti"],
    });
    const claims = claimsSchema.parse(payload);
    const latestExp = Math.floor(Date.now() / 1000) + ERP_TOKEN_MAX_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS;
    if (claims.exp > latestExp || claims.idGraf !== idGraf) throw refused();
    return claims;
  } catch {
    throw refused();
  }
}

/** Records the token's jti; a second use of the same jti is refused. */
async function consume(claims: z.infer<typeof claimsSchema>) {
  const now = new Date();
  try {
    await prisma.ssoTokenUse.create({
      data: { idGraf: claims.idGraf, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw refused();
    throw error;
  }
  // Expired uses can never be replayed (the token is refused first), so they need not be kept.
  await prisma.ssoTokenUse.deleteMany({ where: { expiresAt: { lt: now } } });
}

export async function signInWithErpToken(tokenErp: string): Promise<TokenSession> {
  const claims = await verifiedClaims(tokenErp);
  await consume(claims);
  const user = await prisma.user.findFirst({
    where: { email: claims.email, idGraf: claims.idGraf, status: true },
    include: userViewInclude,
  });
  if (!user) throw refused();
  return openSession(user);
}
