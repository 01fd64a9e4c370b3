import type { Prisma } from "@/lib/generated/prisma/client";

/** What clients may see of a connection's session: never its Z-API tokens or webhook secret. */
export const sessionViewSelect = {
  id: true,
  name: true,
  status: true,
  qrcode: true,
  retries: true,
  phoneNumber: true,
  isDefault: true,
  isMultidevice: true,
  zapi: true,
  zapiStatus: true,
  statusReason: true,
  updatedAt: true,
} satisfies Prisma.WhatsappSelect;

export type SessionView = Prisma.WhatsappGetPayload<{ select: typeof sessionViewSelect }>;
