import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { createTenant } from "./create-tenant";

export type SeedResult = { email: string; generatedPassword: string | null } | null;

/**
 * Seeds the demo tenant and its SUPERADMIN on the first start only (when there is no tenant yet).
 * A generated password is returned so the caller can print it once; it is stored only as a hash.
 */
export async function seedDemoTenant(options: { email: string; password?: string }): Promise<SeedResult> {
  if ((await prisma.tenant.count()) > 0) return null;
  const password = options.password ?? randomBytes(9).toString("base64url");
  await createTenant({
    name: "Demo",
    adminName: "Administrador",
    adminEmail: options.email,
    adminPassword: password,
    adminProfile: "SUPERADMIN",
  });
  return { email: options.email, generatedPassword: options.password ? null : password };
}
