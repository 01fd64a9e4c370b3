import type { Prisma } from "@/lib/generated/prisma/client";

/** A contact as the API answers it (spec section 3). */
export const contactViewSelect = {
  id: true,
  name: true,
  number: true,
  email: true,
  zoneCode: true,
  profilePicUrl: true,
  isGroup: true,
  extraInfo: { select: { id: true, name: true, value: true }, orderBy: { id: "asc" } },
} as const satisfies Prisma.ContactSelect;

export type ContactView = Prisma.ContactGetPayload<{ select: typeof contactViewSelect }>;
