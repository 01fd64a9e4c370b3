import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { parametersOf, renderTemplate, type TemplateView } from "@/lib/whatsapp/cloud/template-view";
import { connectionTemplates } from "./list-templates";
import { sendTemplateSchema, type SendTemplateInput } from "./send-template-schema";
import { replyTicket } from "./reply-ticket";
import { storeOutbound } from "./store-outbound";
import { sendMessageJob } from "./send-message-job";

function assertFilled(view: TemplateView, header: string[], body: string[]) {
  const details = [
    ...(header.length === view.headerVariables.length
      ? []
      : [{ path: "header", message: `expected:${view.headerVariables.length}` }]),
    ...(body.length === view.bodyVariables.length
      ? []
      : [{ path: "body", message: `expected:${view.bodyVariables.length}` }]),
  ];
  if (details.length) throw new AppError("ERR_TEMPLATE_INVALID", "The template's variables do not match", details);
}

/**
 * An approved template to a Cloud API ticket's contact, the only message Meta lets a business
 * start or resume a conversation with after 24 hours: checked against the connection's templates
 * and their variables, stored with its text as the contact will read it, and sent by the job.
 */
export async function sendTemplate(caller: Caller, ticketId: number, input: SendTemplateInput) {
  const data = sendTemplateSchema.parse(input);
  const ticket = await replyTicket(prisma, caller, ticketId);
  if (ticket.provider !== "cloud")
    throw new AppError("ERR_WAPP_UNSUPPORTED", "Templates are sent through the WhatsApp Cloud API only");
  const view = (await connectionTemplates(ticket.whatsappId)).find(
    (t) => t.name === data.name && t.language === data.language,
  );
  if (!view)
    throw new AppError("ERR_TEMPLATE_INVALID", "No approved template with that name and language", [
      { path: "name", message: "notApproved" },
    ]);
  assertFilled(view, data.header, data.body);
  const template = {
    name: view.name,
    language: view.language,
    header: parametersOf(view.headerVariables, data.header),
    body: parametersOf(view.bodyVariables, data.body),
  };
  const message = await prisma.$transaction(async (tx) => {
    const open = await replyTicket(tx, caller, ticketId);
    const body = renderTemplate(view, data.header, data.body);
    return storeOutbound(tx, open, { body, userId: caller.userId, kind: "templateMessage", template });
  });
  wakeJobs(sendMessageJob);
  await dispatch([{ type: "message.created", idGraf: caller.idGraf, messageIds: [message.id] }]);
  return message;
}
