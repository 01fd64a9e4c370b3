import { randomUUID } from "node:crypto";
import type { Server } from "socket.io";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import type { SessionCall } from "@/lib/whatsapp/sessions/session-cluster";

// Calls on a session run by another process travel over the Socket.IO adapter already joining the
// processes: a request naming the owner's process id, which runs it and sends back a reply naming
// the asker. No extra table or connection; payloads of any size (the adapter's attachments).
const CALL = "atende:session-call";
const REPLY = "atende:session-reply";
export const FORWARD_TIMEOUT_MS = 10_000;

type Request = { to: string; from: string; requestId: string; connectionId: number; call: SessionCall };
type Failure = { code: ErrorCode; message: string; details?: unknown };
type Reply = { to: string; requestId: string; result?: unknown; error?: Failure };
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; timer: NodeJS.Timeout };

const failureOf = (error: unknown): Failure =>
  error instanceof AppError
    ? { code: error.code, message: error.message, details: error.details }
    : { code: "ERR_INTERNAL", message: error instanceof Error ? error.message : String(error) };

export class SessionForwarding {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly io: Server,
    private readonly processId: string,
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

  /** Runs the call in the owner process; a silent owner (dead) fails the call after FORWARD_TIMEOUT_MS. */
  send(owner: string, connectionId: number, call: SessionCall): Promise<unknown> {
    const requestId = randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(new AppError("ERR_WAPP_NOT_INITIALIZED", "The process running this connection did not answer"));
      }, FORWARD_TIMEOUT_MS);
      this.pending.set(requestId, { resolve, reject, timer });
      this.io.serverSideEmit(CALL, { to: owner, from: this.processId, requestId, connectionId, call } satisfies Request);
    });
  }
}
