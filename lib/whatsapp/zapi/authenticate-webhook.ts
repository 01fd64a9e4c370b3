import { createHash, timingSafeEqual } from "node:crypto";
import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { dbIdFromText } from "@/lib/validation/db-id";
import type { ConnectionRef } from "@/lib/whatsapp/provider";

/** What is read of the webhook's request: its secret, in a header or the query. */
type WebhookRequest = Pick<Request, "headers" | "url">;

// Z-API's panel takes only a URL per webhook, so the secret usually rides in `?secret=`; the
// x-webhook-secret header serves senders (proxies, tests) that can set headers.
const secretOf = (req: WebhookRequest) =>
  req.headers.get("x-webhook-secret") ?? new URL(req.url).searchParams.get("secret");

// Digests have one length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The Z-API connection a webhook is addressed to, once the per-connection secret matches. An unknown
 * connection, one without a secret and a wrong secret get the same 401, so ids cannot be probed.
 */
export async function authenticateZapiWebhook(
  req: WebhookRequest,
  connectionId: string,
): Promise<Pick<ConnectionRef, "id" | "idGraf">> {
  const id = dbIdFromText.safeParse(connectionId);
  const secret = secretOf(req);
  const connection = id.success
    ? (
        await readSql<{ id: number; idGraf: number; provider: string; webhookSecret: string | null }>(Prisma.sql`
        SELECT id, "idGraf", provider, "webhookSecret" FROM "Whatsapp" WHERE id = ${id.data}`)
      )[0]
    : undefined;
  if (!connection?.webhookSecret || !secret || !timingSafeEqual(digest(secret), digest(connection.webhookSecret))) {
    throw new AppError("ERR_INVALID_CREDENTIALS", "Invalid webhook credentials");
  }
  if (connection.provider !== "zapi") throw new AppError("ERR_NOT_FOUND", "Not a Z-API connection");
  return { id: connection.id, idGraf: connection.idGraf };
}
