import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertQueuesInTenant } from "@/lib/queues/assert-queues-in-tenant";
import type { ConnectionData } from "./schemas";

export const NO_OTHER_DEFAULT = "É necessário ter pelo menos um WhatsApp padrão";

/** Spec section 5: the connection's rules, and its columns as stored. */
export async function connectionColumns(tx: Prisma.TransactionClient, idGraf: number, data: ConnectionData) {
  await assertQueuesInTenant(tx, idGraf, [data.defaultDepartment], "defaultDepartment");
  await assertQueuesInTenant(tx, idGraf, data.queueIds);
  const queueCount = new Set(data.queueIds).size;
  if (queueCount > 1 && !data.greetingMessage?.trim()) {
    throw new AppError("ERR_WAPP_GREETING_REQUIRED", "Greeting required when more than one queue", [
      { path: "greetingMessage", message: "required" },
    ]);
  }
  const { defaultDepartment, queueIds, cloudVerifyToken, ...columns } = data;
  const cloud = data.provider === "cloud";
  return {
    ...columns,
    // Cloud API ids and secrets belong to Cloud API connections only.
    cloudPhoneNumberId: cloud ? data.cloudPhoneNumberId : null,
    cloudBusinessAccountId: cloud ? data.cloudBusinessAccountId : null,
    cloudAccessToken: cloud ? data.cloudAccessToken : null,
    cloudAppSecret: cloud ? data.cloudAppSecret : null,
    defaultQueueId: defaultDepartment,
    zapi: data.provider === "zapi",
    farewellMessage: data.farewellMessage?.trim() ? data.farewellMessage : null,
    ratingMessage: data.ratingMessage?.trim() ? data.ratingMessage : null,
    // The chatbot menu needs a choice to make: more than one queue.
    hasChatbot: queueCount > 1 && data.hasChatbot,
  };
}

export function queueLinks(queueIds: number[]) {
  return { create: [...new Set(queueIds)].map((queueId) => ({ queueId })) };
}

export const newWebhookSecret = () => randomBytes(24).toString("base64url");

/** A Cloud API connection's verify token: the one typed, else the stored one, else a new one; none for other providers. */
export const verifyTokenOf = (data: ConnectionData, stored?: string | null) =>
  data.provider === "cloud" ? data.cloudVerifyToken || stored || newWebhookSecret() : null;

/** One default connection per tenant: a new default takes the place of the old one. */
export async function clearOtherDefaults(tx: Prisma.TransactionClient, idGraf: number, keepId: number) {
  await tx.whatsapp.updateMany({ where: { idGraf, isDefault: true, id: { not: keepId } }, data: { isDefault: false } });
}

export const noOtherDefault = () =>
  new AppError("ERR_NO_OTHER_WHATSAPP", NO_OTHER_DEFAULT, [{ path: "isDefault", message: "noOtherDefault" }]);
