// How the isolation suite exercises one method of one route under app/api. Every exported method
// of every route needs a case (in cases/<area>.ts), or the suite fails until one is written.
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
  /** A pending schedule for the contact, and a bulk send on the connection. */
  scheduleId: number;
  bulkBatchId: number;
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
  | { foreign: (world: World) => Attempt; expectStatus?: 403 | 404 }
  /** Routes without an id in the path (lists, own settings): a custom check of what B gets. */
  | { foreign: (world: World) => Attempt; verify: (answer: Answer, world: World) => void | Promise<void> }
  /** Not tenant data (sign-in, next-auth, webhooks with their own secret): the reason, and nothing run. */
  | { public: string };

export type RouteCases = Record<string, Partial<Record<Method, MethodCase>>>;
