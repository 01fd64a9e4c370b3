import { randomBytes } from "node:crypto";

/**
 * The id a message we send will carry, chosen before the first attempt (in WhatsApp Web's own
 * format) so that a retry after a crash is the same message, not a second one.
 */
export const newOutboundId = () => `3EB0${randomBytes(9).toString("hex").toUpperCase()}`;
