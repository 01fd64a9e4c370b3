import { openApiDocument } from "@/lib/public-api/openapi";
import * as messages from "../messages/route";

/**
 * Every route file of the public API, by its path: the document is generated from their
 * declarations (tests/integration/public-api-openapi.test.ts checks none is missing).
 */
const ROUTES = [{ path: "/api/v1/messages", methods: messages }];

export const publicApiDocument = () => openApiDocument(ROUTES);
