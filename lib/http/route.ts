import type { NextRequest } from "next/server";
import { errorResponse } from "./respond";
import { assertSameOrigin } from "@/lib/auth/same-origin";

type Context<P> = { params: Promise<P> };
type Handler<P> = (req: NextRequest, context: Context<P>) => Promise<Response>;

/**
 * Wraps a route handler so every failure becomes the API's error shape with a fitting status, and
 * a browser's cross-site state change is refused before the handler runs.
 */
export function route<P = Record<string, never>>(handler: Handler<P>): Handler<P> {
  return async (req, context) => {
    try {
      assertSameOrigin(req);
      return await handler(req, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
