import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { connectionViewSelect, toConnectionView } from "./connection-view";

/** One of the caller's connections (admins only); another tenant's id is simply not found. */
export async function getConnection(caller: Caller, id: number) {
  assertAdmin(caller);
  const row = await prisma.whatsapp.findFirst({ where: { id, idGraf: caller.idGraf }, select: connectionViewSelect });
  if (!row) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  return toConnectionView(row);
}

export async function listConnections(caller: Caller) {
  assertAdmin(caller);
  const rows = await prisma.whatsapp.findMany({ where: { idGraf: caller.idGraf }, select: connectionViewSelect, orderBy: { id: "asc" } });
  return rows.map(toConnectionView);
}
