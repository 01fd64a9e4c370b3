import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { Readable } from "node:stream";
import { isPublicAddress, publicOnlyLookup } from "@/lib/utils/public-address";
import { MediaTooLargeError, MediaUnavailableError } from "./byte-limit";

const IDLE_TIMEOUT_MS = 60_000;

const checkedLookup = publicOnlyLookup(
  (hostname) => new MediaUnavailableError(`${hostname} resolves to a non-public address`),
);

type LinkOptions = {
  maxBytes: number;
  /** The host is trusted as written: its address is not checked (an intranet host, a test's stand-in). */
  anyAddress?: boolean;
  /** The error of an answer that is not 2xx (`status`), or of no answer within the idle timeout. */
  failed: (status?: number) => Error;
};

/**
 * Streams a file from an http(s) link, connecting only to public addresses (a name is checked on
 * the address it connects to, so it cannot resolve elsewhere after a check), refusing at once a
 * declared length over maxBytes. Redirects are not followed; a minute without bytes ends it.
 * Received Z-API media and the public API's media links are fetched through it.
 */
export function fetchMediaLink(url: URL, { maxBytes, anyAddress = false, failed }: LinkOptions): Promise<Readable> {
  if (!/^https?:$/.test(url.protocol)) {
    return Promise.reject(new MediaUnavailableError(`${url.protocol} links are not fetched`));
  }
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (!anyAddress && isIP(literal) && !isPublicAddress(literal)) {
    return Promise.reject(new MediaUnavailableError(`${literal} is not a public address`));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const options = { lookup: anyAddress ? undefined : checkedLookup, timeout: IDLE_TIMEOUT_MS };
    const request = client.get(url, options, (response) => {
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.resume();
        return reject(failed(status));
      }
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
        response.destroy();
        return reject(new MediaTooLargeError(maxBytes));
      }
      response.setTimeout(IDLE_TIMEOUT_MS, () => response.destroy(failed()));
      resolve(response);
    });
    request.on("timeout", () => request.destroy(failed()));
    request.on("error", reject);
  });
}
