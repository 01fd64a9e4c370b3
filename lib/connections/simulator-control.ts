import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { sessionManager } from "@/lib/whatsapp/sessions/session-manager";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { simulatorEnabled } from "@/lib/whatsapp/simulator/simulator-enabled";
import { dbIdFromText } from "@/lib/validation/db-id";

type Controls =
  "scan" | "receiveInput" | "acknowledge" | "outbox" | "failNextSends" | "addContacts" | "markNotOnWhatsapp";
/** The simulated phone as the simulator API uses it: each call is answered by the process running the session. */
export type SimulatorControl = {
  [K in Controls]: (...args: Parameters<SimulatorSession[K]>) => Promise<Awaited<ReturnType<SimulatorSession[K]>>>;
};

/** The path parameters of /api/simulator/{whatsappId}/... */
export const simulatorParams = z.object({ whatsappId: dbIdFromText });

/** The simulated phone of one of the caller's simulator connections. */
export async function simulatorOf(caller: Caller, whatsappId: number): Promise<SimulatorControl> {
  assertAdmin(caller);
  const connection = simulatorEnabled()
    ? (
        await readSql<{ id: number }>(Prisma.sql`
        SELECT id FROM "Whatsapp" WHERE id = ${whatsappId} AND "idGraf" = ${caller.idGraf} AND provider = 'simulator'`)
      )[0]
    : undefined;
  if (!connection) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  // Here or in another process (whose answers are promises already): called and awaited alike.
  const session = sessionManager().session(connection.id) as Partial<SimulatorSession>;
  if (session.kind !== undefined && session.kind !== "simulator")
    throw new AppError("ERR_WAPP_NOT_INITIALIZED", "Connection not initialized");
  return session as unknown as SimulatorControl;
}

export const ackSchema = z.object({ id: z.string().min(1).max(128), ack: z.number().int().min(0).max(5) });
