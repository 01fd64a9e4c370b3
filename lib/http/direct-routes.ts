import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import { currentRequest } from "@/lib/process/request-context";
import { DirectRequest } from "./direct-request";
import { hasMalformedSegment, malformedPathResponse } from "./malformed-path";
import { MAX_JSON_BYTES, tooLarge } from "./parse";
import { MULTIPART_CONTENT_TYPE } from "./read-form-data";
import { errorResponse, jsonTextOf } from "./respond";
import type { ApiRequest } from "./route";

// server.ts answers the requests the inbox makes all day (its reads, a send, a ticket's change, a
// provider's inbound event) by calling their route handlers itself: Next's per-request pipeline
// costs about 3 ms at the median and 8 ms at p95 on a 2-core machine before a handler runs, and
// gzips even a 202's few bytes. The handlers are the same exports Next serves; everything else
// (pages, next-auth, uploads) still goes through Next.

type Params = Record<string, string>;
type Handler<P> = (req: ApiRequest, context: { params: Promise<P> }) => Promise<Response>;
type DirectMethod = "GET" | "POST" | "PUT" | "DELETE";
type Handlers<P> = Partial<Record<DirectMethod, Handler<P>>>;

/**
 * Route handlers at a path like "/api/messages/:id", its parameters named as in app/api; `pattern`
 * is the same path as Next names its route ("/api/messages/[id]").
 */
export type DirectRoute = { segments: string[]; pattern: string; handlers: Handlers<Params> };

export function directRoute<P extends Params>(path: string, handlers: Handlers<P>): DirectRoute {
  const segments = path.split("/").slice(1);
  const pattern = "/" + segments.map((s) => (s.startsWith(":") ? `[${s.slice(1)}]` : s)).join("/");
  return { segments, pattern, handlers: handlers as unknown as Handlers<Params> };
}

// A body is read here as it streams, whatever its encoding, and refused with 413 once it passes the
// JSON limit (declared or counted), before any route code runs; only a multipart upload is left to
// Next, where its route streams it at its own limits (lib/http/stream-form-data.ts).
function bodyServedHere(req: IncomingMessage): boolean {
  return req.method === "GET" || !MULTIPART_CONTENT_TYPE.test(req.headers["content-type"] ?? "");
}

/** The body, or null once it passes `maxBytes`: then nothing of it is kept. */
function readBoundedBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) return void chunks.push(chunk);
      req.off("data", onData).off("end", onEnd).off("error", reject).pause();
      chunks.length = 0;
      resolve(null);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, received));
    req.on("data", onData).once("end", onEnd).once("error", reject);
  });
}

/** The path's parameters when `pathname` is one of the route's paths, else null. */
export function matchDirectRoute(route: DirectRoute, pathname: string): Params | null {
  const parts = pathname.split("/").slice(1);
  if (parts.length !== route.segments.length) return null;
  const params: Params = {};
  for (const [i, segment] of route.segments.entries()) {
    if (!segment.startsWith(":")) {
      if (segment !== parts[i]) return null;
      continue;
    }
    const value = decodedSegment(parts[i]);
    if (value === null) return null;
    params[segment.slice(1)] = value;
  }
  return params;
}

// An empty segment matches nothing here and is left to Next (badly encoded ones never get here).
function decodedSegment(part: string): string | null {
  if (!part) return null;
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The route a GET of `pathname` reaches: a path without parameters wins over one with them. */
export function findDirectRoute(
  routes: DirectRoute[],
  pathname: string,
): { route: DirectRoute; params: Params } | null {
  let found: { route: DirectRoute; params: Params } | null = null;
  for (const route of routes) {
    const params = matchDirectRoute(route, pathname);
    if (params && (!found || Object.keys(params).length < Object.keys(found.params).length)) found = { route, params };
  }
  return found;
}

/**
 * Answers the request when its method is one `routes` serve at its path (with a body read here, see
 * bodyServedHere), or any API request whose path does not decode (400, where Next would fail
 * decoding it), and says whether it did. `nextRouteOf` names the route Next would give the path
 * (server/route-patterns.ts): a path it gives to another route (/api/messages/forward, a folder of
 * its own beside /api/messages/[id]) is left to Next.
 */
export async function serveDirectRoute(
  routes: DirectRoute[],
  nextRouteOf: (pathname: string) => string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (!req.url?.startsWith("/api/")) return false;
  const url = requestUrl(req.url, req.headers.host);
  if (!url) return false;
  if (hasMalformedSegment(url.pathname)) {
    await writeResponse(malformedPathResponse(), req, res);
    return true;
  }
  const found = findDirectRoute(routes, url.pathname);
  const handler = found?.route.handlers[req.method as DirectMethod];
  if (!found || !handler || nextRouteOf(url.pathname) !== found.route.pattern || !bodyServedHere(req)) return false;
  // Handlers answer their own failures; what throws here (a bug, a client gone mid-answer) is
  // answered by server.ts's request wrapper (server/observe-request.ts).
  const body = req.method === "GET" ? undefined : await readBoundedBody(req, MAX_JSON_BYTES);
  if (body === null) {
    lingerBeforeClosing(req);
    res.setHeader("connection", "close");
    await writeResponse(errorResponse(tooLarge(MAX_JSON_BYTES)), req, res);
    return true;
  }
  const request = new DirectRequest(req.method!, url.href, requestHeaders(req), body);
  const context = currentRequest();
  if (context) context.answeredDirectly = true;
  await writeResponse(await handler(request, { params: Promise.resolve(found.params) }), req, res);
  return true;
}

// A client may still be sending the body it was refused. Node destroys a connection marked `close`
// (destroySoon) once its answer is written; data still coming then resets it, and the reset can
// reach the client before it reads the 413 (it fails with EPIPE instead). So, as nginx's lingering
// close does, the connection is only half-closed then, the rest of the body read and dropped, and
// destroyed two seconds later unless the client closed it first.
const LINGER_MS = 2000;

function lingerBeforeClosing(req: IncomingMessage) {
  const { socket } = req;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  req.resume();
}

// A Host header no URL can be made of is left to Next to refuse.
function requestUrl(path: string, host = "localhost"): URL | null {
  try {
    return new URL(path, `http://${host}`);
  } catch {
    return null;
  }
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

// Like Next's compression: answers from 1 KB are gzipped when the client accepts it. Up to 64 KB
// (a page of tickets or messages) it is done on the spot: a trip through libuv's threads costs more
// than compressing that much. Level 1: a page of 15 tickets (6.5 KB) takes 18 µs instead of
// the default level's 53 µs, for 7 % more bytes.
const COMPRESS_FROM_BYTES = 1024;
const COMPRESS_IN_PLACE_BYTES = 64 * 1024;
const gzipAsync = promisify(gzip);
const GZIP = { level: 1 };

async function writeResponse(response: Response, req: IncomingMessage, res: ServerResponse) {
  const text = jsonTextOf(response);
  let body: Buffer = text === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text);
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (body.length >= COMPRESS_FROM_BYTES) {
    res.setHeader("vary", "Accept-Encoding");
    if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      body = body.length <= COMPRESS_IN_PLACE_BYTES ? gzipSync(body, GZIP) : await gzipAsync(body, GZIP);
      res.setHeader("content-encoding", "gzip");
    }
  }
  res.setHeader("content-length", body.length);
  res.end(body);
}
