import type { NextRequest } from "next/server";
import { errorResponse } from "./respond";
import { assertSameOrigin } from "@/lib/auth/same-origin";

/**
 * What a handler served outside Next (lib/http/direct-routes.ts) may read of its request. Such a
 * handler is typed with it, so it cannot come to rely on the rest of NextRequest (cookies, nextUrl,
 * a signal) that server.ts does not build for it.
 */
export type ApiRequest = Pick<Request, "method" | "url" | "headers" | "body" | "arrayBuffer">;

type Context<P> = { params: Promise<P> };
type Handler<P, R extends ApiRequest> = (req: R, context: Context<P>) => Promise<Response>;

/**
 * Wraps a route handler so every failure becomes the API's error shape with a fitting status, and
 * a browser's cross-site state change is refused before the handler runs.
 */
export function route<P = Record<string, never>, R extends ApiRequest = NextRequest>(
  handler: Handler<P, R>,
): Handler<P, R> {
  return async (req, context) => {
    try {
      assertSameOrigin(req);
      return await handler(req, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** route() for a handler server.ts also serves itself (server/hot-api-routes.ts): it reads only ApiRequest. */
export const hotRoute = <P = Record<string, never>>(handler: Handler<P, ApiRequest>) => route<P, ApiRequest>(handler);
