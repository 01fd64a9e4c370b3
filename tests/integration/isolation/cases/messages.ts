import type { RouteCases, World } from "../types";

const someKey = "0f8fad5b-d9cb-469f-a165-70867728950e.jpg";
const aFile = ({ a }: World) => ({ params: { idGraf: String(a.idGraf), key: someKey, name: someKey } });

export const cases: RouteCases = {
  "/api/messages/[id]": {
    // Its own ticket, with tenant A's message as the cursor to open the chat at.
    GET: { foreign: ({ a, b }) => ({ params: { id: String(b.ticketId) }, query: { aroundMessageId: String(a.messageId) } }) },
    POST: { foreign: ({ a }) => ({ params: { id: String(a.ticketId) }, body: { body: "Olá" } }) },
    // Tenant A's ticket id stands for an id that is not the caller's message.
    DELETE: { foreign: ({ a }) => ({ params: { id: String(a.ticketId) } }) },
  },
  "/api/messages/download-file/[idGraf]/[key]": { GET: { foreign: aFile } },
  "/api/messages/stream-file/[idGraf]/[name]": { GET: { foreign: aFile } },
  // Tenant B's own contact is a valid target: only tenant A's message stands in the way.
  "/api/messages/forward": {
    POST: { foreign: ({ a, b }) => ({ body: { messageIds: [a.messageId], contactIds: [b.contactId] } }) },
  },
  "/api/messages/download-profilePicture/[idGraf]/[mediaURL]": {
    GET: { foreign: ({ a }) => ({ params: { idGraf: String(a.idGraf), mediaURL: String(a.contactId) } }) },
  },
  "/api/messages/download-temp": {
    POST: { foreign: ({ a }) => ({ body: { imageUrl: `/api/messages/download-file/${a.idGraf}/${someKey}` } }) },
  },
};
