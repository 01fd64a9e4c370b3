import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

/**
 * What an admin pastes into Meta's app panel for a Cloud API connection: the callback URL and the
 * verify token (`origin` is the app's public address). Admins only; another tenant's connection,
 * and one of another provider, are not found.
 */
export async function getCloudWebhook(caller: Caller, id: number, { origin }: { origin: string }) {
  assertAdmin(caller);
  const row = await prisma.whatsapp.findFirst({
    where: { id, idGraf: caller.idGraf, provider: "cloud" },
    select: { cloudVerifyToken: true },
  });
  if (!row) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  return { url: `${origin}/api/webhooks/whatsapp-cloud/${id}`, verifyToken: row.cloudVerifyToken ?? "" };
}
