import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Whether a message (alias `m`) is one an attendant wrote: it has the author's userId. Automatic
 * texts (bot menus, greetings, out-of-hours and call replies) and messages typed on the phone have
 * none. Private notes, once messages carry them, are no message to the contact: leave them out here
 * and in the trigger ticket_period_message (tests/integration/reports-history.test.ts checks both).
 */
export const attendantMessage = (alias = "m") => Prisma.sql`${Prisma.raw(`"${alias}"`)}."userId" IS NOT NULL`;
