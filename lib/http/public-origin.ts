import { env } from "@/lib/config/env";

/**
 * The address others reach this app at: APP_URL when set, else the one the request was sent to
 * (behind a trusted proxy, with the scheme it says the client used).
 */
export function publicOrigin(req: Request): string {
  const { APP_URL, TRUST_PROXY } = env();
  if (APP_URL) return new URL(APP_URL).origin;
  const url = new URL(req.url);
  const host = req.headers.get("host") ?? url.host;
  const forwarded = TRUST_PROXY === "1" ? req.headers.get("x-forwarded-proto")?.split(",")[0].trim() : undefined;
  return `${forwarded === "https" || forwarded === "http" ? forwarded : url.protocol.replace(":", "")}://${host}`;
}
