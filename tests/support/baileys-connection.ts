import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";

/** A tenant with one Baileys connection, for suites that need only the connection's rows. */
export async function makeBaileysConnection() {
  const tenant = await prisma.tenant.create({ data: { name: `Tenant ${randomBytes(3).toString("hex")}` } });
  const whatsapp = await prisma.whatsapp.create({ data: { idGraf: tenant.id, name: "Baileys" } });
  return { tenant, whatsapp };
}
