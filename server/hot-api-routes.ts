import { GET as me } from "@/app/api/auth/me/route";
import { GET as closedTickets } from "@/app/api/getClosedTickets/route";
import { GET as countTickets } from "@/app/api/getCountTickets/[withoutQueue]/[showAll]/[userId]/route";
import { GET as ticketsByStatus } from "@/app/api/listTicketsByStatus/[status]/route";
import { GET as messages, POST as sendMessage } from "@/app/api/messages/[id]/route";
import { POST as simulatorInbound } from "@/app/api/simulator/[whatsappId]/inbound/route";
import { GET as ticket, PUT as updateTicket } from "@/app/api/tickets/[id]/route";
import { GET as dashboard } from "@/app/api/tickets/dashboard/route";
import { GET as searchTickets } from "@/app/api/tickets/route";
import { POST as cloudWebhook } from "@/app/api/webhooks/whatsapp-cloud/[whatsappId]/route";
import { POST as zapiWebhook } from "@/app/api/webhooks/zapi/[connectionId]/route";
import { directRoute } from "@/lib/http/direct-routes";

// What an inbox asks all day, answered by server.ts without Next's pipeline
// (lib/http/direct-routes.ts): the reads of its screens, a send, a ticket's change, and the
// providers' inbound events. Each answers JSON, which is buffered; file routes stay with Next.
export const hotApiRoutes = [
  directRoute("/api/auth/me", { GET: me }),
  directRoute("/api/listTicketsByStatus/:status", { GET: ticketsByStatus }),
  directRoute("/api/getClosedTickets", { GET: closedTickets }),
  directRoute("/api/getCountTickets/:withoutQueue/:showAll/:userId", { GET: countTickets }),
  directRoute("/api/tickets", { GET: searchTickets }),
  directRoute("/api/tickets/dashboard", { GET: dashboard }),
  directRoute("/api/tickets/:id", { GET: ticket, PUT: updateTicket }),
  directRoute("/api/messages/:id", { GET: messages, POST: sendMessage }),
  directRoute("/api/simulator/:whatsappId/inbound", { POST: simulatorInbound }),
  directRoute("/api/webhooks/zapi/:connectionId", { POST: zapiWebhook }),
  directRoute("/api/webhooks/whatsapp-cloud/:whatsappId", { POST: cloudWebhook }),
];
