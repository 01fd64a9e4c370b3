import { AsyncLocalStorage } from "node:async_hooks";
import { serviceOr } from "./registry";

// The request being served, for the log: server.ts runs each request inside its context, and the
// caller resolver fills in tenant and user once it knows them, so every line logged while the
// request runs (in server.ts's modules or Next's bundles alike) carries them.
export type RequestContext = {
  id: string;
  idGraf?: number;
  userId?: number;
  apiKeyId?: string;
  /** What the request still does after its answer (afterAnswer). */
  after?: Promise<void>[];
  /** server.ts writes the answer from the text jsonResponse keeps (lib/http/direct-routes.ts). */
  answeredDirectly?: boolean;
};

declare module "./registry" {
  interface ProcessServices {
    requests: AsyncLocalStorage<RequestContext>;
  }
}

const storage = () => serviceOr("requests", () => new AsyncLocalStorage<RequestContext>());

export const runInRequest = <T>(context: RequestContext, work: () => T): T => storage().run(context, work);

export const currentRequest = (): RequestContext | undefined => storage().getStore();

/**
 * The current request's caller, once resolved: its log lines name the tenant and the user from now
 * on, and the API key's id when a key made the request (never the key).
 */
export function noteCaller(idGraf: number, userId: number, apiKeyId?: string) {
  const context = currentRequest();
  if (!context) return;
  context.idGraf = idGraf;
  context.userId = userId;
  if (apiKeyId) context.apiKeyId = apiKeyId;
}

/**
 * Lets the current request answer before `work` ends: an effect the answer does not carry (a send's
 * realtime events), which would otherwise keep the client waiting for one more round trip to the
 * database. The request counts as under way until `work` settles, so a shutdown's drain waits for
 * it. Outside a request (a job, a test calling the use case) the caller waits for `work` as before.
 * `work` must not reject (dispatch never does): inside a request nobody would handle it.
 */
export function afterAnswer(work: Promise<void>): Promise<void> {
  const context = currentRequest();
  if (!context) return work;
  (context.after ??= []).push(work);
  return Promise.resolve();
}
