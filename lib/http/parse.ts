import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import type { ApiRequest } from "./route";

export const MAX_JSON_BYTES = 1_000_000;
/** The 413 of a body past `maxBytes`. */
export const tooLarge = (maxBytes: number) =>
  new AppError("ERR_PAYLOAD_TOO_LARGE", "Request body too large", [
    { path: "", message: `Body exceeds ${maxBytes} bytes` },
  ]);

// application/json and the +json types (application/merge-patch+json, ...), with any parameters.
export const JSON_CONTENT_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * The raw bytes of a body of at most `maxBytes` (a signed webhook is verified over them before
 * parsing). The body is read as it streams, whatever its encoding: a declared length over the limit
 * is refused before reading, and a chunked body (no length) or one that lies is cut off as soon as it
 * passes the limit, its bytes dropped. A body already read whole (lib/http/direct-request.ts, which
 * server.ts bounded the same way as it streamed) is taken as it is.
 */
export async function readBody(req: ApiRequest, maxBytes = MAX_JSON_BYTES): Promise<Buffer> {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge(maxBytes);
  if (!req.body) {
    const bytes = Buffer.from(await req.arrayBuffer());
    if (bytes.length > maxBytes) throw tooLarge(maxBytes);
    return bytes;
  }
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, received);
    received += value.byteLength;
    if (received > maxBytes) {
      // Not awaited: a branch of a tee (a clone) is cancelled only once the other branch is too.
      reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
}

/** A JSON body already read, validated; bad input becomes a 4xx, never a 500. */
export function parseJsonBytes<S extends z.ZodType>(bytes: Buffer, schema: S): z.infer<S> {
  let body: unknown;
  try {
    body = bytes.length ? JSON.parse(bytes.toString("utf8")) : {};
  } catch {
    throw new AppError("ERR_BAD_REQUEST", "Body is not valid JSON", [{ path: "", message: "Invalid JSON" }]);
  }
  return parseInput(body, schema);
}

/**
 * Reads a JSON body of bounded size and validates it; bad input becomes a 4xx, never a 500. A body
 * must say it is JSON: a cross-site form can post text/plain, never application/json.
 */
export async function parseJson<S extends z.ZodType>(req: ApiRequest, schema: S): Promise<z.infer<S>> {
  const bytes = await readBody(req);
  if (bytes.length && !JSON_CONTENT_TYPE.test(req.headers.get("content-type") ?? "")) {
    throw new AppError("ERR_UNSUPPORTED_MEDIA_TYPE", "A JSON body needs Content-Type: application/json");
  }
  return parseJsonBytes(bytes, schema);
}

export function parseQuery<S extends z.ZodType>(req: ApiRequest, schema: S): z.infer<S> {
  return parseInput(Object.fromEntries(new URL(req.url).searchParams), schema);
}

export function parseParams<S extends z.ZodType>(params: unknown, schema: S): z.infer<S> {
  const parsed = schema.safeParse(params);
  // A malformed id (or one with a NUL) cannot name anything the caller may see.
  if (!parsed.success || nulPath(parsed.data) !== null) throw new AppError("ERR_NOT_FOUND", "Not found");
  return parsed.data;
}

/**
 * Validates input from any source (JSON, query, form fields). PostgreSQL text cannot hold a NUL
 * character and fails the whole statement on one, so a string carrying it is a 400 here.
 */
export function parseInput<S extends z.ZodType>(input: unknown, schema: S): z.infer<S> {
  const data = schema.parse(input);
  const path = nulPath(data);
  if (path !== null)
    throw new AppError("ERR_BAD_REQUEST", "Invalid input", [{ path, message: "Text cannot contain NUL characters" }]);
  return data;
}

/** The path of the first string (or file name) holding a NUL character, else null. Iterative: input may nest deeply. */
function nulPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, ""]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    const text = typeof current === "string" ? current : current instanceof File ? current.name : null;
    if (text !== null) {
      if (text.includes("\0")) return path;
    } else if (typeof current === "object" && current !== null) {
      for (const [key, child] of Object.entries(current)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}
