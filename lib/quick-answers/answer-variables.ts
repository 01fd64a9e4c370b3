import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { greetingWord } from "@/lib/chatbot/greeting-template";
import type { TenantClock } from "@/lib/settings/deployment-clock";
import { tenantClock } from "@/lib/tenants/tenant-clock";
import { visibleTicketSql } from "@/lib/tickets/ticket-visibility";
import type { ANSWER_VARIABLES } from "./schemas";

/** What a quick answer's {{variables}} become in one ticket. */
export type AnswerVariables = Record<(typeof ANSWER_VARIABLES)[number], string>;

/** Replaces each known {{variable}} (spaces inside the braces allowed); unknown ones stay as written. */
export const fillAnswer = (text: string, values: AnswerVariables) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key as keyof AnswerVariables] : whole,
  );

export const answerVariables = (
  ticket: { id: number; contactName: string },
  attendant: string,
  at: Date,
  clock: TenantClock,
): AnswerVariables => ({
  name: ticket.contactName,
  firstName: ticket.contactName.trim().split(/\s+/)[0] ?? "",
  ticketId: String(ticket.id),
  attendant,
  greeting: greetingWord(at, clock),
});

/**
 * A ticket the caller may see, with its department and the values of its variables now, the
 * greeting on the company's clock and in its contact language.
 */
export async function ticketForAnswers(caller: Caller, ticketId: number) {
  const [ticket] = await prisma.$queryRaw<{ id: number; queueId: number | null; contactName: string }[]>`
    SELECT t."id", t."queueId", c."name" AS "contactName"
    FROM "Ticket" t JOIN "Contact" c ON c."id" = t."contactId"
    WHERE t."id" = ${ticketId} AND ${visibleTicketSql(caller)}`;
  if (!ticket) throw new AppError("ERR_NO_TICKET_FOUND", "Ticket not found");
  const clock = await tenantClock(caller.idGraf);
  return { queueId: ticket.queueId, variables: answerVariables(ticket, caller.name, new Date(), clock) };
}
