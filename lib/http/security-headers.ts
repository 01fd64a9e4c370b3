import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export type SecurityHeaderOptions = {
  /** Next's development server evaluates code (React's debugging) and reloads over a WebSocket. */
  dev: boolean;
  /** Behind a proxy that says so in X-Forwarded-Proto, the request came over HTTPS. */
  trustProxy: boolean;
  /** The ERP's origins, which alone may frame the embedded chat and its sign-on landing. */
  erpFrameAncestors: string[];
};

// The ERP embeds /ChatViewCrm and the sign-on landing that leads there (/login/:token).
const framedByErp = (path: string) => path.startsWith("/ChatViewCrm") || /^\/login\/[^/?]/.test(path);

/**
 * Scripts only from this origin, and inline ones only with the request's nonce: Next puts the
 * nonce it finds in the request's policy on every script it renders. Styles may be inline (React
 * writes style attributes); images may come from WhatsApp's servers (contacts' pictures).
 */
export function contentSecurityPolicy(nonce: string, path: string, options: SecurityHeaderOptions): string {
  const ancestors = framedByErp(path) ? options.erpFrameAncestors.join(" ") || "'none'" : "'self'";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join("; ");
}

// randomBytes asks the system's random source on every call (about 3 µs, most of this function's
// cost on every request); nonces are drawn from a buffer refilled 256 at a time, as Node's
// randomUUID draws its UUIDs.
const NONCE_BYTES = 16;
const nonces = Buffer.alloc(NONCE_BYTES * 256);
let nextNonce = nonces.length;

function newNonce(): string {
  if (nextNonce === nonces.length) {
    randomFillSync(nonces);
    nextNonce = 0;
  }
  nextNonce += NONCE_BYTES;
  return nonces.toString("base64", nextNonce - NONCE_BYTES, nextNonce);
}

const overHttps = (req: IncomingMessage, trustProxy: boolean) =>
  ("encrypted" in req.socket && req.socket.encrypted === true) ||
  (trustProxy &&
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      .trim() === "https");

/**
 * Every answer, page or API, carries the policy, nosniff, a referrer policy that keeps paths (an
 * ERP token in /login/:token) from other sites, and HSTS when served over HTTPS. The policy also
 * goes on the request, replacing any the client sent, where Next reads the nonce.
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, options: SecurityHeaderOptions) {
  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, (req.url ?? "/").split("?")[0], options);
  req.headers["content-security-policy"] = policy;
  delete req.headers["content-security-policy-report-only"];
  res.setHeader("Content-Security-Policy", policy);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "same-origin");
  if (overHttps(req, options.trustProxy)) res.setHeader("Strict-Transport-Security", "max-age=31536000");
}
