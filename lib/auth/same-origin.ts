import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";

type HeaderSource = { get(name: string): string | null };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const appUrl = () => {
  const { APP_URL } = env();
  return APP_URL ? new URL(APP_URL) : null;
};

/**
 * Whether a browser sent this request from a page of this origin. Browsers name the page's origin
 * in `Origin` on every state-changing request (and in the WebSocket handshake), or at least say
 * where it came from in `Sec-Fetch-Site`; a client that sends neither is no browser, so carries no
 * cookie it was not given on purpose. The origin is scheme and host: a page of http://host is
 * another origin than https://host. The scheme of this host's pages is APP_URL's when it names this
 * host (a proxy that ends TLS may not say the browser used https), else the one a proxy's
 * X-Forwarded-Proto names (a cross-site page cannot set that header), else the request's
 * (`protocol`: "http:", "https:").
 */
export function fromThisOrigin(headers: HeaderSource, host: string | null, protocol: string): boolean {
  const origin = headers.get("origin");
  if (origin) {
    const app = appUrl();
    if (origin === app?.origin) return true;
    const forwarded = headers.get("x-forwarded-proto")?.split(",")[0].trim();
    const scheme = app?.host === host ? app.protocol : forwarded ? `${forwarded}:` : protocol;
    try {
      const { protocol: originScheme, host: originHost } = new URL(origin);
      return originHost === host && originScheme === scheme;
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
  const url = new URL(req.url);
  if (!fromThisOrigin(req.headers, req.headers.get("host") ?? url.host, url.protocol)) {
    throw new AppError("ERR_CROSS_SITE_REQUEST", "Cross-site request refused");
  }
}
