import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";

type HeaderSource = { get(name: string): string | null };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const appOrigin = () => {
  const { APP_URL } = env();
  return APP_URL ? new URL(APP_URL).origin : null;
};

/**
 * Whether a browser sent this request from a page of this origin. Browsers name the page's origin
 * in `Origin` on every state-changing request (and in the WebSocket handshake), or at least say
 * where it came from in `Sec-Fetch-Site`; a client that sends neither is no browser, so carries no
 * cookie it was not given on purpose.
 */
export function fromThisOrigin(headers: HeaderSource, host: string | null): boolean {
  const origin = headers.get("origin");
  if (origin) {
    if (origin === appOrigin()) return true;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const site = headers.get("sec-fetch-site");
  return !site || site === "same-origin" || site === "none";
}

/**
 * Cross-site request forgery: a state change authenticated the way browsers authenticate on their
 * own (cookies) is refused with 403 unless it comes from this origin. A Bearer token is never sent
 * by a browser unasked, so such requests may come from anywhere.
 */
export function assertSameOrigin(req: Pick<Request, "method" | "url" | "headers">) {
  if (SAFE_METHODS.has(req.method) || req.headers.get("authorization")?.startsWith("Bearer ")) return;
  if (!fromThisOrigin(req.headers, req.headers.get("host") ?? new URL(req.url).host)) {
    throw new AppError("ERR_CROSS_SITE_REQUEST", "Cross-site request refused");
  }
}
