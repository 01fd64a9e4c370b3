import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { dbIdFromText } from "@/lib/validation/db-id";

// Meta authenticates its webhooks twice: once, when the callback is set, by asking it to echo a
// challenge next to the verify token the admin typed in Meta's panel; then every POST carries
// X-Hub-Signature-256, the HMAC-SHA256 of the raw body keyed with the app secret.

// Digests have one length, so comparisons take the same time whatever was sent.
const digest = (value: string) => createHash("sha256").update(value).digest();
const same = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

async function cloudConnection(whatsappId: string) {
  const id = dbIdFromText.safeParse(whatsappId);
  if (!id.success) return null;
  type Row = {
    id: number;
    idGraf: number;
    provider: string;
    cloudAppSecret: string | null;
    cloudVerifyToken: string | null;
    cloudPhoneNumberId: string | null;
  };
  const [row] = await readSql<Row>(Prisma.sql`
    SELECT id, "idGraf", provider, "cloudAppSecret", "cloudVerifyToken", "cloudPhoneNumberId" FROM "Whatsapp" WHERE id = ${id.data}`);
  return row?.provider === "cloud" ? row : null;
}

/**
 * Meta's verification request (GET with hub.mode=subscribe, hub.verify_token, hub.challenge):
 * the challenge to echo when the token is the connection's; otherwise 403, the same for an
 * unknown connection, so ids cannot be probed.
 */
export async function verifyCloudSubscription(whatsappId: string, query: URLSearchParams): Promise<string> {
  const connection = await cloudConnection(whatsappId);
  const token = query.get("hub.verify_token");
  const challenge = query.get("hub.challenge");
  const expected = connection?.cloudVerifyToken;
  if (query.get("hub.mode") !== "subscribe" || !expected || !token || challenge === null || !same(token, expected)) {
    throw new AppError("ERR_NO_PERMISSION", "Webhook verification refused");
  }
  return challenge;
}

/**
 * The connection a signed webhook is addressed to. The signature is checked over the raw bytes
 * before anything is parsed; an unknown connection, one without an app secret, a missing and a
 * wrong signature get the same 401.
 */
export async function authenticateCloudWebhook(whatsappId: string, signature: string | null, rawBody: Buffer) {
  const connection = await cloudConnection(whatsappId);
  const secret = connection?.cloudAppSecret;
  const expected = secret ? `sha256=${createHmac("sha256", secret).update(rawBody).digest("hex")}` : null;
  if (!connection || !expected || !signature || !same(signature.toLowerCase(), expected)) {
    throw new AppError("ERR_INVALID_CREDENTIALS", "Invalid webhook signature");
  }
  return { id: connection.id, idGraf: connection.idGraf, phoneNumberId: connection.cloudPhoneNumberId ?? "" };
}
