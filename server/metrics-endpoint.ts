import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import ipaddr from "ipaddr.js";
import type { Env } from "@/lib/config/env";
import { metrics } from "@/lib/metrics/metrics";
import { logger } from "@/lib/process/logger";

// GET /metrics in Prometheus' text format, behind `Authorization: Bearer METRICS_TOKEN`. In
// production the token is always asked (without one set, metrics are closed): a proxy on this
// machine that relays requests without a forwarding header makes any client look local. In
// development a request from this machine without a forwarding header needs no token.
const FORWARDING = ["x-forwarded-for", "forwarded", "x-real-ip"];

export const METRICS_PATH = "/metrics";

export type MetricsAccess = { token: string | undefined; production: boolean };

/** What /metrics asks of this process's requests, read once at start; a closed /metrics is told then. */
export function metricsAccess(env: Pick<Env, "NODE_ENV" | "METRICS_TOKEN">): MetricsAccess {
  const access = { token: env.METRICS_TOKEN, production: env.NODE_ENV === "production" };
  if (access.production && !access.token)
    logger().warn("METRICS_TOKEN is not set: /metrics refuses every request (403) in production");
  return access;
}

function fromThisMachine(req: IncomingMessage) {
  const address = req.socket.remoteAddress;
  const loopback = !!address && ipaddr.isValid(address) && ipaddr.process(address).range() === "loopback";
  return loopback && !FORWARDING.some((header) => header in req.headers);
}

function bearerMatches(req: IncomingMessage, token: string | undefined) {
  const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1]?.trim();
  if (!token || !presented) return false;
  const [a, b] = [Buffer.from(presented), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function refuse(res: ServerResponse, status: 401 | 403) {
  const body =
    status === 401
      ? { error: "ERR_SESSION_EXPIRED", message: "A bearer token is required" }
      : { error: "ERR_NO_PERMISSION", message: "Metrics need METRICS_TOKEN, which is not set" };
  res.statusCode = status;
  if (status === 401) res.setHeader("www-authenticate", 'Bearer realm="metrics"');
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(body));
}

/** Answers GET /metrics; says whether the request was one. */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, access: MetricsAccess): Promise<boolean> {
  if (req.method !== "GET" || (req.url !== METRICS_PATH && !req.url?.startsWith(`${METRICS_PATH}?`))) return false;
  const { token } = access;
  if ((access.production || !fromThisMachine(req)) && !bearerMatches(req, token)) {
    refuse(res, token ? 401 : 403);
    return true;
  }
  const { registry } = metrics();
  const text = await registry.metrics();
  res.setHeader("content-type", registry.contentType);
  res.setHeader("cache-control", "no-store");
  res.end(text);
  return true;
}
