import { AsyncLocalStorage } from "node:async_hooks";
import { serviceOr } from "./registry";

// The request being served, for the log: server.ts runs each request inside its context, and the
// caller resolver fills in tenant and user once it knows them, so every line logged while the
// request runs (in server.ts's modules or Next's bundles alike) carries them.
export type RequestContext = { id: string; idGraf?: number; userId?: number; apiKeyId?: string };

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
