// One error model: a code from the spec's catalogue (section 8) and the HTTP status it maps to.
// The client translates codes; `message` is a fallback text for API clients.
export const errorStatus = {
  ERR_BAD_REQUEST: 400,
  ERR_PAYLOAD_TOO_LARGE: 413,
  /** A JSON body sent without a JSON content type (what a cross-site form would send). */
  ERR_UNSUPPORTED_MEDIA_TYPE: 415,
  /** A browser's state change from another site's page, carrying this site's cookies. */
  ERR_CROSS_SITE_REQUEST: 403,
  ERR_ATTACHMENTS_TOO_LARGE: 413,
  /** A file sent through the public API larger than MEDIA_MAX_BYTES. */
  ERR_MEDIA_TOO_LARGE: 413,
  /** A media link of the public API that is not http(s) or points at a private, loopback or link-local address. */
  ERR_MEDIA_URL_REFUSED: 422,
  /** A media link of the public API that answered no file: not 2xx, no answer, a name that does not resolve. */
  ERR_MEDIA_URL_UNREACHABLE: 422,
  ERR_FORWARD_NO_CONTACTS: 400,
  ERR_FORWARD_TOO_MANY_CONTACTS: 400,
  ERR_FORWARD_NEVER_SENT: 400,
  ERR_TOO_MANY_ATTEMPTS: 429,
  /** The current password a sensitive change asks for is wrong (not a 401: the session stays). */
  ERR_WRONG_PASSWORD: 400,
  ERR_INVALID_CREDENTIALS: 401,
  ERR_SESSION_EXPIRED: 401,
  ERR_NO_PERMISSION: 403,
  /** A key of the public API that is unknown or revoked. */
  ERR_API_KEY_INVALID: 401,
  /** A key of the public API on a route that accepts none, or without the scope the route needs. */
  ERR_API_KEY_SCOPE: 403,
  /** A key past its requests of the minute (API_KEY_RATE_PER_MINUTE); Retry-After says when to try again. */
  ERR_API_KEY_RATE_LIMITED: 429,
  /** A webhook URL whose name does not resolve, or resolves to a private, loopback or link-local address. */
  ERR_WEBHOOK_URL_REFUSED: 422,
  /** A retry or a test of an endpoint that is disabled: it is re-enabled first. */
  ERR_WEBHOOK_ENDPOINT_DISABLED: 409,
  ERR_NOT_FOUND: 404,
  ERR_NO_SETTING_FOUND: 404,
  ERR_NO_CONTACT_FOUND: 404,
  ERR_NO_TICKET_FOUND: 404,
  ERR_NO_USER_FOUND: 404,
  ERR_NO_WAPP_FOUND: 404,
  ERR_NO_DEF_WAPP_FOUND: 404,
  ERR_TAG_NAME_ALREADY_EXISTS: 409,
  ERR_DUPLICATED_CONTACT: 409,
  /** A contact with conversations is deleted only when the caller confirms they go with it. */
  ERR_CONTACT_HAS_TICKETS: 409,
  /** A contacts file that cannot be read as CSV or has no number column; nothing was imported. */
  ERR_IMPORT_INVALID_FILE: 400,
  /** The connection's provider offers no list of the phone's contacts (Baileys, Z-API). */
  ERR_WAPP_CONTACTS_UNAVAILABLE: 409,
  /** Bulk send rows whose phone is not a number; `details` names each (row from 1, the phone given). */
  ERR_BULK_INVALID_PHONE: 400,
  ERR_OTHER_OPEN_TICKET: 409,
  /** Accepting a ticket another attendant accepted a moment before; only a transfer moves it. */
  ERR_TICKET_ACCEPTED_BY_OTHER: 409,
  ERR_DUPLICATED: 409,
  ERR_NO_OTHER_WHATSAPP: 400,
  ERR_WAPP_GREETING_REQUIRED: 400,
  ERR_QUEUE_COLOR_ALREADY_EXISTS: 400,
  /** A connection's default department cannot be deleted; another must take its place first. */
  ERR_QUEUE_IS_DEFAULT_DEPARTMENT: 409,
  ERR_USER_CREATION_DISABLED: 403,
  /** A schedule already handed to the sender (sent or failed) is no longer edited. */
  ERR_SCHEDULE_ALREADY_SENT: 409,
  ERR_WAPP_NOT_INITIALIZED: 409,
  /** Cloud API: free text after 24 hours without a message from the contact; only a template may go. */
  ERR_WHATSAPP_WINDOW_CLOSED: 409,
  /** The connection's provider cannot send this (a template on a number that is not the Cloud API, a reaction on Baileys or Z-API). */
  ERR_WAPP_UNSUPPORTED: 409,
  /** A template that is not among the connection's approved ones, or whose variables do not match. */
  ERR_TEMPLATE_INVALID: 400,
  /** A private note is never sent: it cannot be quoted in a reply, forwarded or reacted to. */
  ERR_PRIVATE_NOTE: 400,
  /** A note may mention only attendants who can see its ticket. */
  ERR_MENTION_NOT_ALLOWED: 400,
  /** A provider-hosted instance the provider cancelled (zapiStatus CANCELADO) cannot pair again. */
  ERR_WAPP_INSTANCE_EXPIRED: 409,
  ERR_WAPP_CHECK_CONTACT: 502,
  ERR_WAPP_INVALID_CONTACT: 400,
  ERR_WAPP_DOWNLOAD_MEDIA: 502,
  ERR_SENDING_WAPP_MSG: 502,
  ERR_DELETE_WAPP_MSG: 502,
  ERR_FETCH_WAPP_MSG: 502,
  ERR_CREATING_MESSAGE: 500,
  ERR_CREATING_TICKET: 500,
  ERR_INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

// server.ts and Next's route bundles load this module separately: an AppError thrown by the
// server's session manager must still be one to a route's error handler, so it is told by a mark.
const MARK = Symbol.for("atende.AppError");

export class AppError extends Error {
  readonly [MARK] = true;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? code);
    this.name = "AppError";
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && MARK in value;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
