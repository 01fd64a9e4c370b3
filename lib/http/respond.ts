import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/process/logger";
import { currentRequest } from "@/lib/process/request-context";
import { stringifyWithJsonText } from "@/lib/utils/json-text";

// The text of each answer jsonResponse made, so server.ts writes it without reading the Response's
// body stream back (lib/http/direct-routes.ts): that read cost about 30 µs of a 0.7 ms request.
const jsonTexts = new WeakMap<Response, string>();

/**
 * NextResponse.json, its text kept for server.ts; the routes server.ts serves itself answer with it.
 * An answer's JsonText fields are written as they came from PostgreSQL (lib/utils/json-text.ts).
 * An answer server.ts writes itself gets no body stream, which nothing would read: making one costs
 * more than the rest of the Response (a ReadableStream and its transfer machinery).
 */
export function jsonResponse(data: unknown, init?: ResponseInit): NextResponse {
  const text = stringifyWithJsonText(data);
  if (text === undefined) throw new TypeError("not JSON: the answer has no value");
  const headers = new Headers(init?.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  const response = new NextResponse(currentRequest()?.answeredDirectly ? null : text, { ...init, headers });
  jsonTexts.set(response, text);
  return response;
}

/** The text of an answer made by jsonResponse, if it was. */
export const jsonTextOf = (response: Response) => jsonTexts.get(response);

/** A refusal that says when to try again (a rate limit's retryAfterSeconds) says it in Retry-After too. */
function retryAfter(details: unknown): HeadersInit | undefined {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === "number" ? { "retry-after": String(seconds) } : undefined;
}

/** Maps any thrown value to the API's error shape. Unknown errors leak nothing. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    return jsonResponse(
      { error: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
      { status: error.status, headers: retryAfter(error.details) },
    );
  }
  if (error instanceof ZodError) {
    const details = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    return jsonResponse({ error: "ERR_BAD_REQUEST", message: "Invalid input", details }, { status: 400 });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002")
      return jsonResponse({ error: "ERR_DUPLICATED", message: "Already exists" }, { status: 409 });
    if (error.code === "P2025") return jsonResponse({ error: "ERR_NOT_FOUND", message: "Not found" }, { status: 404 });
  }
  logger().error({ err: error }, "unexpected error in a route");
  return jsonResponse({ error: "ERR_INTERNAL", message: "Internal error" }, { status: 500 });
}
