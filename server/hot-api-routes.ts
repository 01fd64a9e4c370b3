import { GET as me } from "@/app/api/auth/me/route";
import { GET as closedTickets } from "@/app/api/getClosedTickets/route";
import { GET as countTickets } from "@/app/api/getCountTickets/[withoutQueue]/[showAll]/[userId]/route";
import { GET as ticketsByStatus } from "@/app/api/listTicketsByStatus/[status]/route";
import { GET as messages } from "@/app/api/messages/[id]/route";
import { GET as ticket } from "@/app/api/tickets/[id]/route";
import { GET as dashboard } from "@/app/api/tickets/dashboard/route";
import { GET as searchTickets } from "@/app/api/tickets/route";
import { directRoute } from "@/lib/http/direct-routes";

// The reads an inbox screen makes all day, answered by server.ts without Next's pipeline
// (lib/http/direct-routes.ts). Each answers JSON, which is buffered; file routes stay with Next.
export const hotApiRoutes = [
  directRoute("/api/auth/me", me),
  directRoute("/api/listTicketsByStatus/:status", ticketsByStatus),
  directRoute("/api/getClosedTickets", closedTickets),
  directRoute("/api/getCountTickets/:withoutQueue/:showAll/:userId", countTickets),
  directRoute("/api/tickets", searchTickets),
  directRoute("/api/tickets/dashboard", dashboard),
  directRoute("/api/tickets/:id", ticket),
  directRoute("/api/messages/:id", messages),
];
