import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { connectionViewSelect, toConnectionView } from "./connection-view";

/**
 * One of the caller's connections (admins only); another tenant's id is simply not found. A Z-API
 * connection comes with the URL its instance's webhooks must call (`origin` is the app's public
 * address): Z-API takes only a URL, so the secret is in it, and only this read answers it.
 */
export async function getConnection(caller: Caller, id: number, { origin }: { origin: string }) {
  assertAdmin(caller);
  const row = await prisma.whatsapp.findFirst({
    where: { id, idGraf: caller.idGraf },
    select: { ...connectionViewSelect, webhookSecret: true },
  });
  if (!row) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  const { webhookSecret, ...view } = row;
  const webhookUrl =
    row.provider === "zapi" && webhookSecret
      ? `${origin}/api/webhooks/zapi/${id}?secret=${encodeURIComponent(webhookSecret)}`
      : null;
  return { ...toConnectionView(view), webhookUrl };
}

export async function listConnections(caller: Caller) {
  assertAdmin(caller);
  const rows = await prisma.whatsapp.findMany({
    where: { idGraf: caller.idGraf },
    select: connectionViewSelect,
    orderBy: { id: "asc" },
  });
  return rows.map(toConnectionView);
}
