import { randomUUID } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { logger } from "@/lib/process/logger";
import { hashApiKey, newApiKey } from "@/lib/auth/api-key-hash";
import type { ApiScope } from "@/lib/auth/api-key-scopes";

/** An admin's new key of the tenant's public API; the answer is the only time the key is shown. */
export async function createApiKey(caller: Caller, input: { name: string; scopes: ApiScope[] }) {
  assertAdmin(caller);
  const key = newApiKey();
  const row = await prisma.apiKey.create({
    data: {
      id: randomUUID(),
      idGraf: caller.idGraf,
      name: input.name,
      scopes: input.scopes,
      keyHash: hashApiKey(key),
      createdById: caller.userId,
    },
  });
  logger().info({ apiKeyId: row.id }, "API key created");
  return { id: row.id, name: row.name, scopes: row.scopes, key };
}
