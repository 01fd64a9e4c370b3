import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";
import { isPublicAddress, listedHost } from "@/lib/utils/public-address";

const refused = (url: URL) =>
  new AppError("ERR_WEBHOOK_URL_REFUSED", `${url.hostname} does not resolve to a public address`);

/** Whether WEBHOOK_PRIVATE_HOSTS lets this URL reach a private, loopback or link-local address. */
export const mayBePrivate = (url: URL) => listedHost(url, env().WEBHOOK_PRIVATE_HOSTS);

/** An address written in the URL itself, which a connection reaches without any lookup. */
export const literalAddressOf = (url: URL) => {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(hostname) ? hostname : null;
};

/**
 * Refuses (422 ERR_WEBHOOK_URL_REFUSED) a URL whose name does not resolve or resolves to any
 * non-public address, unless WEBHOOK_PRIVATE_HOSTS lists it. Delivery checks again at connect
 * time (lib/webhooks/post-webhook.ts): a name may resolve elsewhere later.
 */
export async function assertWebhookUrl(text: string) {
  const url = new URL(text);
  if (mayBePrivate(url)) return;
  const literal = literalAddressOf(url);
  const addresses = literal
    ? [literal]
    : await lookup(url.hostname, { all: true }).then(
        (found) => found.map((entry) => entry.address),
        () => [],
      );
  if (!addresses.length || !addresses.every(isPublicAddress)) throw refused(url);
}
