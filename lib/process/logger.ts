import pino, { type DestinationStream, type LevelWithSilent, type Logger } from "pino";
import pretty from "pino-pretty";
import { provide, serviceOr } from "./registry";
import { currentRequest } from "./request-context";

// The process's log: JSON lines on stdout (level, time, msg, and the request id, tenant and user
// of the request being served), or readable lines in development. server.ts installs it at start
// with LOG_LEVEL; code run without it (scripts, tests) gets one at "info".
//
// What is never logged: passwords, tokens, cookies, message texts. Lines name ids and route
// patterns, never raw paths or bodies; the redaction below is a second guard for a field put in
// by mistake.
declare module "./registry" {
  interface ProcessServices {
    logger: Logger;
  }
}

// Top-level keys and named paths only: a wildcard path ("*.token") costs about 5 µs a line.
const REDACTED = [
  "password",
  "token",
  "authorization",
  "cookie",
  "body",
  "secret",
  "headers.authorization",
  "headers.cookie",
];

/** An error as a log field: its name, message and stack, nothing else it may carry (values, details). */
const errorField = (error: unknown) =>
  error instanceof Error
    ? { type: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };

function requestFields() {
  const request = currentRequest();
  if (!request) return {};
  const fields = { reqId: request.id, tenant: request.idGraf, user: request.userId };
  return request.apiKeyId ? { ...fields, apiKey: request.apiKeyId } : fields;
}

/** `destination` (stdout when not given) is where tests read the lines. */
export function createLogger(options: {
  level: LevelWithSilent;
  pretty?: boolean;
  destination?: DestinationStream;
}): Logger {
  const settings = {
    level: options.level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: requestFields,
    redact: { paths: REDACTED, censor: "[redacted]" },
    serializers: { err: errorField },
  };
  if (options.pretty) return pino(settings, pretty({ sync: true, ignore: "pid", translateTime: "SYS:HH:MM:ss.l" }));
  return pino(
    { ...settings, formatters: { level: (label) => ({ level: label }) } },
    options.destination ?? bufferedStdout(),
  );
}

// A line a request is one write a request: on this kind of machine a write costs as much as a
// tenth of the request itself. Lines are written 4 KB at a time, and at least every quarter of a
// second; pino writes what is left, synchronously, when the process exits.
const bufferedStdout = (): DestinationStream =>
  pino.destination({ fd: 1, sync: false, minLength: 4096, periodicFlush: 250 });

export const installLogger = (logger: Logger | undefined) => provide("logger", logger);

export const logger = (): Logger => serviceOr("logger", () => createLogger({ level: "info" }));
