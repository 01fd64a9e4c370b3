import type { SocketConfig } from "baileys";

type Logger = SocketConfig["logger"];

const quiet = () => undefined;

/** Baileys requires a pino-style logger; its chatter (decrypt retries, sync progress) is not ours to keep. */
export const silentLogger: Logger = {
  level: "silent",
  child: () => silentLogger,
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: quiet,
  error: quiet,
};
