import { randomUUID } from "node:crypto";
import type { Server } from "socket.io";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import type { SessionCall } from "@/lib/whatsapp/sessions/session-cluster";

// Calls on a session run by another process travel over the Socket.IO adapter already joining the
// processes: a request naming the owner's process id, which runs it and sends back a reply naming
// the asker. No extra table or connection; payloads of any size (the adapter's attachments).
const CALL = "atende:session-call";
const REPLY = "atende:session-reply";
// A call waits for its answer as long as the owner is alive: a busy owner (its queue of inbound
// messages behind a slow database) answers late but answers, and the message it stores is stored
// whatever the asker does, so failing the call would only report a false error. Every
// FORWARD_TIMEOUT_MS without an answer the asker checks that the owner still holds the connection's
// lease (renewed every few seconds by a live process); a dead owner's lease lapses and the call fails.
export const FORWARD_TIMEOUT_MS = 10_000;
/** A live owner that never answers one call (a hung session) is given up after this long. */
export const FORWARD_LIMIT_MS = 120_000;

type Request = { to: string; from: string; requestId: string; connectionId: number; call: SessionCall };
type Failure = { code: ErrorCode; message: string; details?: unknown };
type Reply = { to: string; requestId: string; result?: unknown; error?: Failure };
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; timer?: NodeJS.Timeout };
type Options = {
  /** Whether `owner` still runs the connection's session (holds its lease). */
  ownerHolds: (owner: string, connectionId: number) => Promise<boolean>;
  timeoutMs?: number;
  limitMs?: number;
};

const failureOf = (error: unknown): Failure =>
  error instanceof AppError
    ? { code: error.code, message: error.message, details: error.details }
    : { code: "ERR_INTERNAL", message: error instanceof Error ? error.message : String(error) };

export class SessionForwarding {
  private readonly pending = new Map<string, Pending>();
  // Calls to one owner that run late together share one look at its lease.
  private readonly looks = new Map<string, { at: number; holds: Promise<boolean> }>();

  constructor(
    private readonly io: Server,
    private readonly processId: string,
    private readonly options: Options,
  ) {
    io.sockets.on(REPLY, (reply: Reply) => {
      const waiting = reply.to === processId ? this.pending.get(reply.requestId) : undefined;
      if (!waiting) return;
      this.pending.delete(reply.requestId);
      clearTimeout(waiting.timer);
      if (reply.error) waiting.reject(new AppError(reply.error.code, reply.error.message, reply.error.details));
      else waiting.resolve(reply.result);
    });
  }

  /** Answers the calls other processes address to this one. */
  serve(handle: (connectionId: number, call: SessionCall) => Promise<unknown>) {
    this.io.sockets.on(CALL, (request: Request) => {
      if (request.to !== this.processId) return;
      const answer = (reply: Omit<Reply, "to" | "requestId">) =>
        this.io.serverSideEmit(REPLY, { to: request.from, requestId: request.requestId, ...reply } satisfies Reply);
      void handle(request.connectionId, request.call).then(
        (result) => answer({ result }),
        (error) => answer({ error: failureOf(error) }),
      );
    });
  }

  /**
   * Runs the call in the owner process and answers what it answered, however late while the owner
   * lives; a dead owner (its lease lapsed or taken over) fails the call within FORWARD_TIMEOUT_MS.
   */
  send(owner: string, connectionId: number, call: SessionCall): Promise<unknown> {
    const { timeoutMs = FORWARD_TIMEOUT_MS, limitMs = FORWARD_LIMIT_MS } = this.options;
    const requestId = randomUUID();
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const entry: Pending = { resolve, reject };
      const fail = () => {
        this.pending.delete(requestId);
        reject(new AppError("ERR_WAPP_NOT_INITIALIZED", "The process running this connection did not answer"));
      };
      const check = () => {
        if (Date.now() - started >= limitMs) return fail();
        void this.ownerHolds(owner, connectionId)
          .catch(() => false)
          .then((holds) => {
            if (!this.pending.has(requestId)) return;
            if (holds) entry.timer = setTimeout(check, timeoutMs);
            else fail();
          });
      };
      entry.timer = setTimeout(check, timeoutMs);
      this.pending.set(requestId, entry);
      this.io.serverSideEmit(CALL, {
        to: owner,
        from: this.processId,
        requestId,
        connectionId,
        call,
      } satisfies Request);
    });
  }

  private ownerHolds(owner: string, connectionId: number): Promise<boolean> {
    const key = `${owner}:${connectionId}`;
    const known = this.looks.get(key);
    if (known && Date.now() - known.at < (this.options.timeoutMs ?? FORWARD_TIMEOUT_MS) / 2) return known.holds;
    const holds = this.options.ownerHolds(owner, connectionId);
    this.looks.set(key, { at: Date.now(), holds });
    return holds;
  }
}
