import { openApiDocument } from "@/lib/public-api/openapi";
import * as contact from "../contacts/[id]/route";
import * as contacts from "../contacts/route";
import * as messages from "../messages/route";
import * as ticketMessages from "../tickets/[id]/messages/route";
import * as ticket from "../tickets/[id]/route";
import * as tickets from "../tickets/route";

/**
 * Every route file of the public API, by its path: the document is generated from their
 * declarations (tests/integration/public-api-openapi.test.ts checks none is missing).
 */
const ROUTES = [
  { path: "/api/v1/messages", methods: messages },
  { path: "/api/v1/tickets", methods: tickets },
  { path: "/api/v1/tickets/[id]", methods: ticket },
  { path: "/api/v1/tickets/[id]/messages", methods: ticketMessages },
  { path: "/api/v1/contacts", methods: contacts },
  { path: "/api/v1/contacts/[id]", methods: contact },
];

export const publicApiDocument = () => openApiDocument(ROUTES);
