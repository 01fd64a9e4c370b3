import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { applySessionEvent } from "./apply-session-event";
import { sessionManager } from "@/lib/whatsapp/sessions/session-manager";

// What the Connections screen does to a session (spec sections 4 and 7).

async function ownConnection(caller: Caller, id: number) {
  assertAdmin(caller);
  const connection = await prisma.whatsapp.findFirst({
    where: { id, idGraf: caller.idGraf },
    select: { id: true, zapi: true, zapiStatus: true, qrcode: true },
  });
  if (!connection) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  return connection;
}

/** A provider-hosted instance the provider cancelled cannot pair again (spec section 8). */
function assertInstanceActive(connection: { zapi: boolean; zapiStatus: string | null }) {
  if (connection.zapi && connection.zapiStatus === "CANCELADO")
    throw new AppError("ERR_WAPP_INSTANCE_EXPIRED", "Instance expired: contact support");
}

const currentQr = async (id: number) =>
  (await prisma.whatsapp.findUniqueOrThrow({ where: { id }, select: { qrcode: true } })).qrcode ?? "";

/** 'Try again': the session starts again with what it has (POST /whatsappsession/{id}). */
export async function retrySession(caller: Caller, id: number) {
  await ownConnection(caller, id);
  await sessionManager().start(id);
}

/** 'New QR': the pairing is dropped and a new one begins (PUT /whatsappsession/{id}). */
export async function requestNewQr(caller: Caller, id: number) {
  assertInstanceActive(await ownConnection(caller, id));
  await sessionManager().stop(id, { logout: true });
  await sessionManager().start(id);
  return { qrcode: await currentQr(id) };
}

/** Disconnect: unpairs the phone (DELETE /whatsappsession/{id} and /whatsappsessionZapi/{id}). */
export async function disconnectSession(caller: Caller, id: number) {
  await ownConnection(caller, id);
  await sessionManager().stop(id, { logout: true });
  await applySessionEvent({ id, idGraf: caller.idGraf }, { type: "status", status: "DISCONNECTED" });
}

/** The QR on screen (GET /whatsapp/{id}/generate-qr), or a fresh one from the provider for Z-API. */
export async function currentQrCode(caller: Caller, id: number, options: { refresh?: boolean } = {}) {
  const connection = await ownConnection(caller, id);
  if (options.refresh) {
    assertInstanceActive(connection);
    await sessionManager().start(id);
  }
  return { qrcode: await currentQr(id) };
}
