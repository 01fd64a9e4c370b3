import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { simulatorEnabled } from "@/lib/whatsapp/simulator/simulator-enabled";
import { SIMULATOR_PAIRING_KEY } from "@/lib/whatsapp/simulator/simulator-session";
import { simulatedNumber } from "@/lib/whatsapp/simulator/simulator-phone";
import { createTenant } from "./create-tenant";

export type SeedResult = { email: string; generatedPassword: string | null } | null;

export const DEMO_CONNECTION_NAME = "Simulador";

/**
 * Seeds the demo tenant and its SUPERADMIN on the first start only (when there is no tenant yet).
 * A generated password is returned so the caller can print it once; it is stored only as a hash.
 * Where the simulator is on, the tenant also gets a paired simulator connection (its default,
 * serving the default department), so the first thing one can do is write as a contact.
 */
export async function seedDemoTenant(options: { email: string; password?: string }): Promise<SeedResult> {
  if ((await prisma.tenant.count()) > 0) return null;
  const password = options.password ?? randomBytes(9).toString("base64url");
  const tenant = await createTenant({
    name: "Demo",
    adminName: "Administrador",
    adminEmail: options.email,
    adminPassword: password,
    adminProfile: "SUPERADMIN",
  });
  if (simulatorEnabled()) await addPairedSimulator(tenant.idGraf);
  return { email: options.email, generatedPassword: options.password ? null : password };
}

async function addPairedSimulator(idGraf: number) {
  await prisma.$transaction(async (tx) => {
    const queue = await tx.queue.findFirstOrThrow({ where: { idGraf }, orderBy: { id: "asc" } });
    const connection = await tx.whatsapp.create({
      data: {
        idGraf,
        name: DEMO_CONNECTION_NAME,
        provider: "simulator",
        status: "CONNECTED",
        isDefault: true,
        defaultQueueId: queue.id,
        queues: { create: [{ queueId: queue.id }] },
      },
    });
    await tx.whatsapp.update({ where: { id: connection.id }, data: { phoneNumber: simulatedNumber(connection.id) } });
    // The pairing the simulator's session finds when it starts: it comes up CONNECTED.
    await tx.whatsappAuthKey.create({
      data: { whatsappId: connection.id, ...SIMULATOR_PAIRING_KEY, value: new Date().toISOString() },
    });
  });
}
