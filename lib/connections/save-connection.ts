import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { simulatorEnabled } from "@/lib/whatsapp/simulator/simulator-enabled";
import { sessionManager } from "@/lib/whatsapp/sessions/session-manager";
import {
  clearOtherDefaults,
  connectionColumns,
  newWebhookSecret,
  noOtherDefault,
  queueLinks,
  verifyTokenOf,
} from "./connection-rules";
import { connectionViewSelect, toConnectionView } from "./connection-view";
import { getConnection } from "./find-connection";
import { connectionSchema, type ConnectionInput } from "./schemas";

function parse(input: ConnectionInput) {
  const data = connectionSchema.parse(input);
  if (data.provider === "simulator" && !simulatorEnabled()) {
    throw new AppError("ERR_BAD_REQUEST", "The simulator is disabled", [
      { path: "provider", message: "simulatorDisabled" },
    ]);
  }
  return data;
}

/** A new connection: not default unless asked, or unless it is the tenant's first; its session starts. */
/** `origin`: the app's public address, for a Z-API connection's webhook URL in the answer. */
type Answer = { origin: string };

export async function createConnection(caller: Caller, input: ConnectionInput, answer: Answer) {
  assertAdmin(caller);
  const data = parse(input);
  const row = await prisma.$transaction(async (tx) => {
    const columns = await connectionColumns(tx, caller.idGraf, data);
    const first = (await tx.whatsapp.count({ where: { idGraf: caller.idGraf } })) === 0;
    const created = await tx.whatsapp.create({
      data: {
        ...columns,
        idGraf: caller.idGraf,
        isDefault: columns.isDefault || first,
        webhookSecret: data.provider === "zapi" ? newWebhookSecret() : null,
        cloudVerifyToken: verifyTokenOf(data),
        queues: queueLinks(data.queueIds),
      },
      select: connectionViewSelect,
    });
    if (created.isDefault) await clearOtherDefaults(tx, caller.idGraf, created.id);
    return created;
  });
  await dispatch([{ type: "connection.saved", connection: { id: row.id, idGraf: caller.idGraf } }]);
  await sessionManager().start(row.id);
  return getConnection(caller, row.id, answer);
}

/** Changes a connection's settings; a change of provider, Z-API instance or Cloud API number restarts its session. */
export async function updateConnection(caller: Caller, id: number, input: ConnectionInput, answer: Answer) {
  assertAdmin(caller);
  const data = parse(input);
  const { row, restart } = await prisma.$transaction(async (tx) => {
    const current = await tx.whatsapp.findFirst({ where: { id, idGraf: caller.idGraf } });
    if (!current) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
    if (current.isDefault && !data.isDefault) throw noOtherDefault();
    const columns = await connectionColumns(tx, caller.idGraf, data);
    await tx.whatsappQueue.deleteMany({ where: { whatsappId: id } });
    const updated = await tx.whatsapp.update({
      where: { id },
      data: {
        ...columns,
        webhookSecret: data.provider === "zapi" ? (current.webhookSecret ?? newWebhookSecret()) : null,
        cloudVerifyToken: verifyTokenOf(data, current.cloudVerifyToken),
        queues: queueLinks(data.queueIds),
      },
      select: connectionViewSelect,
    });
    if (updated.isDefault) await clearOtherDefaults(tx, caller.idGraf, id);
    const credentials = {
      zapi: ["zapiInstanceId", "zapiToken", "zapiClientToken"],
      cloud: ["cloudPhoneNumberId", "cloudAccessToken"],
    } as const;
    const changed = (credentials[data.provider as "zapi" | "cloud"] ?? []).some(
      (field) => current[field] !== data[field],
    );
    const restart = current.provider !== data.provider || changed;
    return { row: updated, restart };
  });
  await dispatch([{ type: "connection.saved", connection: { id, idGraf: caller.idGraf } }]);
  if (!restart) return toConnectionView(row);
  await sessionManager().start(id);
  return getConnection(caller, id, answer);
}

/** Removes a connection and ends its session; the default goes last, or after another takes its place. */
export async function deleteConnection(caller: Caller, id: number) {
  assertAdmin(caller);
  await prisma.$transaction(async (tx) => {
    const current = await tx.whatsapp.findFirst({ where: { id, idGraf: caller.idGraf }, select: { isDefault: true } });
    if (!current) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
    if (current.isDefault && (await tx.whatsapp.count({ where: { idGraf: caller.idGraf, id: { not: id } } })) > 0) {
      throw noOtherDefault();
    }
    await tx.whatsapp.delete({ where: { id } });
  });
  await sessionManager().stop(id, { logout: true });
  await dispatch([{ type: "connection.deleted", connection: { id, idGraf: caller.idGraf } }]);
}
