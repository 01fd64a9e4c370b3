import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isShuttingDown } from "@/lib/health/process-state";
import { metrics } from "@/lib/metrics/metrics";
import { logger } from "@/lib/process/logger";
import { runInRequest, type RequestContext } from "@/lib/process/request-context";

// Every HTTP request, whoever answers it (a direct route or Next): an id, returned in X-Request-Id
// and on every log line written while it runs, its time in the request histogram, and one JSON
// line when it ends (route pattern, status, time, tenant and user when signed in). Never the raw
// path, its query or a header: they may carry tokens or what a user typed.

// An id a proxy in front already gave the request is kept, so its lines and ours share it.
const GIVEN_ID = /^[\w.:-]{8,128}$/;

/** Requests being answered now; `drained` resolves when none is left. */
export class RequestsInFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  enter() {
    this.count++;
  }

  leave() {
    if (--this.count === 0) this.waiters.splice(0).forEach((wake) => wake());
  }

  get size() {
    return this.count;
  }

  drained(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: { routeOf: (pathname: string) => string; inFlight: RequestsInFlight },
  serve: () => Promise<unknown>,
) {
  const started = process.hrtime.bigint();
  const given = req.headers["x-request-id"];
  const context: RequestContext = { id: typeof given === "string" && GIVEN_ID.test(given) ? given : randomUUID() };
  res.setHeader("x-request-id", context.id);
  // A request that came on a kept-alive connection while the process stops: the client's next one goes elsewhere.
  if (isShuttingDown()) res.setHeader("connection", "close");
  options.inFlight.enter();
  res.once("close", () => {
    // Work the request left for after its answer (afterAnswer) still counts it as under way.
    if (context.after) void Promise.allSettled(context.after).then(() => options.inFlight.leave());
    else options.inFlight.leave();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const route = options.routeOf(query < 0 ? url : url.slice(0, query));
    const method = req.method ?? "GET";
    const status = res.writableFinished ? res.statusCode : 499;
    metrics().httpDuration.observe({ method, route, status: String(status) }, seconds);
    const line = {
      reqId: context.id,
      tenant: context.idGraf,
      user: context.userId,
      method,
      route,
      status,
      ms: Math.round(seconds * 1e4) / 10,
    };
    if (status >= 500) logger().error(line, "request");
    else logger().info(line, "request");
  });
  void runInRequest(context, async () => {
    try {
      await serve();
    } catch (error) {
      // The handlers answer their own failures; this is a bug, or a client gone mid-answer.
      logger().error({ err: error }, "could not answer a request");
      if (res.headersSent) return void res.destroy();
      res.statusCode = 500;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ error: "ERR_INTERNAL", message: "Internal error" }));
    }
  });
}
