import { baileys } from "./runtime";

export const FAILURES_BEFORE_TIMEOUT = 5;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;

export type AfterClose =
  | { action: "reconnect"; delayMs: number; failures: number; status: "OPENING" | "TIMEOUT" }
  | { action: "logged-out" }
  | { action: "give-up" };

/** What a session does when its socket closes, from Baileys' DisconnectReason and the failures so far. */
export function afterClose(statusCode: number | undefined, paired: boolean, failures: number): AfterClose {
  const { DisconnectReason } = baileys();
  // WhatsApp closes the socket right after pairing and expects a new one at once.
  if (statusCode === DisconnectReason.restartRequired)
    return { action: "reconnect", delayMs: 0, failures, status: "OPENING" };
  if (statusCode === DisconnectReason.loggedOut) return { action: "logged-out" };
  // An unscanned QR expired, another client took this pairing over, or WhatsApp refused the
  // account: retrying would not help, the operator asks for a new QR or tries again.
  if (!paired || statusCode === DisconnectReason.connectionReplaced || statusCode === DisconnectReason.forbidden) {
    return { action: "give-up" };
  }
  const next = failures + 1;
  return {
    action: "reconnect",
    delayMs: Math.min(FIRST_DELAY_MS * 2 ** failures, MAX_DELAY_MS),
    failures: next,
    status: next >= FAILURES_BEFORE_TIMEOUT ? "TIMEOUT" : "OPENING",
  };
}

/** The status code of the Boom error Baileys closes with, if any. */
export const statusCodeOf = (error: unknown) =>
  (error as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
