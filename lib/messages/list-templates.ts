import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { connectionGraphClient } from "@/lib/whatsapp/cloud/connection-graph-client";
import { toTemplateView, type TemplateView } from "@/lib/whatsapp/cloud/template-view";
import { visibleTicketPlace } from "./list-mentionable-users";

/** The connection's approved templates, read from Meta's business account. */
export async function connectionTemplates(whatsappId: number): Promise<TemplateView[]> {
  const client = await connectionGraphClient(whatsappId);
  if (!client) return [];
  return (await client.templates()).flatMap((template) => toTemplateView(template) ?? []);
}

/**
 * The templates a ticket may be written with: its Cloud API connection's approved ones, for the
 * composer once the 24-hour window has closed; none on other providers.
 */
export async function listTemplates(caller: Caller, ticketId: number) {
  const ticket = await visibleTicketPlace(prisma, caller, ticketId);
  return { templates: await connectionTemplates(ticket.whatsappId) };
}
