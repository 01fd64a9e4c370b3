import { sameRequest as same, type RouteCases, type World } from "../types";
import { spare } from "../world";

const aTicket = ({ a }: World) => ({ params: { id: String(a.ticketId) } });
const aFile = ({ a }: World) => ({ params: { idGraf: String(a.idGraf), key: a.mediaKey, name: a.mediaKey } });

export const cases: RouteCases = {
  "/api/messages/[id]": {
    GET: same(aTicket, "ERR_NO_TICKET_FOUND"),
    // Only an open ticket is answered: A writes in one of its own.
    POST: {
      foreign: (world) => ({ ...aTicket(world), body: { body: "Olá" } }),
      expectError: "ERR_NO_TICKET_FOUND",
      own: async ({ a }) => ({
        params: { id: String(await spare.ticket(a, { status: "open", userId: a.admin.id })) },
        body: { body: "Olá" },
      }),
    },
    // DELETE takes a message id: A's own unsent message.
    DELETE: same(({ a }) => ({ params: { id: String(a.ownMessageId) } }), "ERR_NOT_FOUND"),
  },
  // 'Send again' takes a message id: A's own message whose send failed.
  "/api/messages/[id]/resend": {
    POST: {
      foreign: ({ a }) => ({ params: { id: String(a.ownMessageId) } }),
      expectError: "ERR_NOT_FOUND",
      own: async ({ a }) => ({ params: { id: String(await spare.failedMessage(a)) } }),
    },
  },
  // A's stored file, named by a message of A.
  "/api/messages/download-file/[idGraf]/[key]": { GET: same(aFile, "ERR_NOT_FOUND") },
  "/api/messages/stream-file/[idGraf]/[name]": { GET: same(aFile, "ERR_NOT_FOUND") },
  // Tenant B's own contact is a valid target: only tenant A's message stands in the way.
  "/api/messages/forward": {
    POST: {
      foreign: ({ a, b }) => ({ body: { messageIds: [a.messageId], contactIds: [b.contactId] } }),
      expectError: "ERR_NOT_FOUND",
      own: ({ a }) => ({ body: { messageIds: [a.messageId], contactIds: [a.contactId] } }),
    },
  },
  "/api/messages/download-profilePicture/[idGraf]/[mediaURL]": {
    GET: same(({ a }) => ({ params: { idGraf: String(a.idGraf), mediaURL: String(a.contactId) } }), "ERR_NOT_FOUND"),
  },
  "/api/messages/download-temp": {
    POST: same(
      ({ a }) => ({ body: { imageUrl: `/api/messages/download-file/${a.idGraf}/${a.mediaKey}` } }),
      "ERR_NOT_FOUND",
    ),
  },
};
