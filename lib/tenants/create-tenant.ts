import { z } from "zod";
import { hashPassword } from "@/lib/auth/password";
import { prisma } from "@/lib/db/client";
import { defaultSettings } from "@/lib/settings/defaults";

export const createTenantSchema = z.object({
  name: z.string().trim().min(2).max(50),
  adminName: z.string().trim().min(2).max(50),
  adminEmail: z.string().trim().toLowerCase().email().max(254),
  adminPassword: z.string().min(5).max(50),
  adminProfile: z.enum(["admin", "SUPERADMIN"]).default("admin"),
});
export type CreateTenantInput = z.input<typeof createTenantSchema>;

/** What a SUPERADMIN gives for a new company; its first user is always an admin. */
export const newTenantSchema = createTenantSchema.omit({ adminProfile: true });

export const DEFAULT_QUEUE = { name: "Atendimento", color: "#2563eb" };

/** A tenant with its first administrator and default settings, in one transaction. */
export async function createTenant(input: CreateTenantInput) {
  const data = createTenantSchema.parse(input);
  const passwordHash = await hashPassword(data.adminPassword);
  return prisma.$transaction(async (tx) => {
    const tenant = await tx.tenant.create({ data: { name: data.name } });
    const admin = await tx.user.create({
      data: {
        idGraf: tenant.id,
        name: data.adminName,
        email: data.adminEmail,
        passwordHash,
        profile: data.adminProfile,
        canSeeAllTickets: true,
      },
    });
    // A connection needs a default department, so every company starts with one.
    await tx.queue.create({ data: { idGraf: tenant.id, name: DEFAULT_QUEUE.name, color: DEFAULT_QUEUE.color } });
    await tx.setting.createMany({
      data: Object.entries(defaultSettings).map(([key, value]) => ({ idGraf: tenant.id, key, value })),
    });
    return { idGraf: tenant.id, name: tenant.name, admin: { id: admin.id, name: admin.name, email: admin.email } };
  });
}
