import type { ErrorCode } from "@/lib/errors/app-error";

// How the isolation suite exercises one method of one route under app/api. Every exported method
// of every route needs a case (in cases/<area>.ts), or the suite fails until one is written.
//
// A route that takes an id (in its path or its body) gives tenant B's attempt at tenant A's ids,
// the error code B must get, and a positive control: tenant A's own request, which must succeed
// (2xx). Without `own` and `expectError` the suite fails, listing the routes. The exact shape:
//
//   "/api/things/[id]": {
//     GET: {
//       foreign: ({ a }) => ({ params: { id: String(a.thingId) } }),   // run as B's admin: 404
//       expectError: "ERR_NO_THING_FOUND",                              // B's answer's `error`
//       own: ({ a }) => ({ params: { id: String(a.thingId) } }),       // run as A's admin: 2xx
//     },
//     // Destructive methods aim `own` at a throwaway entity, so later cases keep A's data:
//     DELETE: { foreign: aThing, expectError: "ERR_NO_THING_FOUND", own: async ({ a }) => ({ params: { id: String(await makeThing(a)) } }) },
//   },
//
// `foreign` runs before `own`. An attempt's `token` replaces the default caller (B's admin for
// `foreign`, A's admin for `own`). `expectStatus: 403` where the role decides before the id.
// Lists and own settings (no id) use `verify` instead; routes holding no tenant data, `public`.
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Member = { id: number; email: string; token: string };
export type TenantWorld = {
  idGraf: number;
  admin: Member;
  attendant: Member;
  queueId: number;
  connectionId: number;
  /** A contact (with a picture) with a pending ticket in the tenant's queue, a message of theirs in it, and a tag. */
  contactId: number;
  ticketId: number;
  messageId: number;
  tagId: number;
  /** An option of the queue's chatbot menu. */
  chatbotOptionId: number;
  /** A message of ours never sent (ack 0) in the ticket: one the tenant may delete. */
  ownMessageId: number;
  /** A stored media file (its store key) that a message of the ticket names. */
  mediaKey: string;
  /** A closed ticket of the same contact. */
  closedTicketId: number;
  quickAnswerId: number;
  /** A pending schedule for the contact, and a bulk send on the connection. */
  scheduleId: number;
  bulkBatchId: number;
  /** A WhatsApp Cloud API connection (its Graph API is not reached by these cases). */
  cloudConnectionId: number;
  /** A key of the public API with every scope, and its id. */
  apiKeyId: string;
  apiKey: string;
  /** A webhook endpoint (an address that is never reached here) and a delivery in its log. */
  webhookEndpointId: string;
  webhookDeliveryId: string;
};
/** Tenant A owns the data; tenant B is the intruder. Areas add their entities of A in world.ts. */
export type World = { a: TenantWorld; b: TenantWorld };

export type Attempt = {
  params?: Record<string, string | string[]>;
  query?: Record<string, string>;
  body?: unknown;
  /** Defaults to tenant B's admin. */
  token?: string;
};
export type Answer = { status: number; json: unknown };

export type MethodCase =
  /** Tenant B aims at tenant A's ids: expects 404 (or the given 403). Signed out: 401. */
  | {
      foreign: (world: World) => Attempt;
      expectStatus?: 403 | 404;
      /** The error code of tenant B's answer. */
      expectError?: ErrorCode;
      /** The same request as tenant A (its admin unless a token is given) succeeds: 2xx. */
      own?: (world: World) => Attempt | Promise<Attempt>;
    }
  /** Routes without an id in the path (lists, own settings): a custom check of what B gets. */
  | { foreign: (world: World) => Attempt; verify: (answer: Answer, world: World) => void | Promise<void> }
  /** Not tenant data (sign-in, next-auth, webhooks with their own secret): the reason, and nothing run. */
  | { public: string };

export type RouteCases = Record<string, Partial<Record<Method, MethodCase>>>;

/** The common case: B's attempt and A's positive control are the same request. */
export const sameRequest = (attempt: (world: World) => Attempt, expectError: ErrorCode): MethodCase => ({
  foreign: attempt,
  expectError,
  own: attempt,
});
