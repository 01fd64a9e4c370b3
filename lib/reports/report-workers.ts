import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/config/env";
import { serviceOr } from "@/lib/process/registry";
import type { EventName, EventRow } from "./event-kind-groups";

// A report's figures are worked out on worker threads (report-worker.ts runs EventKindGroups), fed
// the query's binary COPY as this thread receives it: this thread only copies bytes, and the two
// kinds of event take a core each.

/**
 * What this thread sends a worker about a job: its start; its data, `length` bytes of a piece of
 * memory the two share (`memory` the first time that piece is used); its end; or that its read
 * failed.
 */
export type ToReportWorker =
  | { job: number; start: EventName }
  | { job: number; piece: number; length: number; memory?: SharedArrayBuffer }
  | { job: number; end: true }
  | { job: number; abort: true };
/** A job's figures or failure, or a piece of memory read, free for the next data. */
export type FromReportWorker =
  { job: number; rows: EventRow[] } | { job: number; error: Error } | { job: number; returned: number };

/** As many as a report's kinds of event at once. */
const WORKERS = 2;
/**
 * The data goes over in pieces of memory shared with the worker (a row of PostgreSQL's COPY is a
 * chunk, some of them a few bytes), each used again once read: nothing is allocated, transferred
 * or collected for a piece, where a year's report is 60 MB.
 */
const PIECE_BYTES = 1 << 20;
/** A job's pieces sent and not read yet, at most: the worker has the next at hand, and no more waits in memory. */
const IN_FLIGHT = 3;

/**
 * `npm run build` bundles the worker's script (scripts/bundle-server.ts); elsewhere (tests, `npm
 * run dev`, the benchmarks) it runs from its source, compiled by tsx as the process's own is. The
 * worker starts from a line of code rather than the file's path, which Next's bundler would try to
 * resolve and bundle at build time.
 */
function newWorker(): Worker {
  const root = process.cwd();
  const script =
    env().NODE_ENV === "production"
      ? `require(${JSON.stringify(path.join(root, ".next", "report-worker.cjs"))});`
      : `require("tsx/cjs"); require(${JSON.stringify(path.join(root, "lib", "reports", "report-worker.ts"))});`;
  return new Worker(script, { eval: true });
}

/** A job in a worker: its figures' promise, and its pieces not read yet, which the read waits on past IN_FLIGHT. */
type Job = {
  resolve: (rows: EventRow[]) => void;
  reject: (error: Error) => void;
  inFlight: number;
  wake?: { resolve: () => void; reject: (error: Error) => void };
};
/** A worker, its jobs, and the pieces of memory it shares with this thread: which it has been sent, and which are free. */
type ReportWorker = { worker: Worker; jobs: Map<number, Job>; pieces: Uint8Array[]; sent: Set<number>; free: number[] };
type ReportWorkers = { running: ReportWorker[]; lastJob: number };

declare module "@/lib/process/registry" {
  interface ProcessServices {
    reportWorkers: ReportWorkers;
  }
}

const workers = () => serviceOr("reportWorkers", () => ({ running: [], lastJob: 0 }));

/** An idle worker, else a new one while fewer than WORKERS run, else the least busy. */
function pickWorker(): ReportWorker {
  const { running } = workers();
  const idle = running.find((one) => one.jobs.size === 0);
  if (idle) return idle;
  if (running.length < WORKERS) return started();
  return running.reduce((least, one) => (one.jobs.size < least.jobs.size ? one : least));
}

function started(): ReportWorker {
  const one: ReportWorker = { worker: newWorker(), jobs: new Map(), pieces: [], sent: new Set(), free: [] };
  // It keeps the process alive only while it has work (see settle).
  one.worker.unref();
  one.worker.on("message", (message: FromReportWorker) => {
    const job = one.jobs.get(message.job);
    if ("returned" in message) {
      one.free.push(message.returned);
      if (!job) return;
      job.inFlight--;
      job.wake?.resolve();
      job.wake = undefined;
      return;
    }
    if (!job) return;
    settle(one, message.job);
    if ("rows" in message) return job.resolve(message.rows);
    // The read may be waiting for a piece the worker will not read: it stops with the error.
    job.wake?.reject(message.error);
    job.reject(message.error);
  });
  const failed = (error: Error) => {
    const { running } = workers();
    if (running.includes(one)) running.splice(running.indexOf(one), 1);
    for (const [id, job] of one.jobs) {
      settle(one, id);
      job.wake?.reject(error);
      job.reject(error);
    }
  };
  one.worker.on("error", failed);
  one.worker.on("exit", (code) => failed(new Error(`a report's worker thread exited (code ${code})`)));
  workers().running.push(one);
  return one;
}

function settle(one: ReportWorker, job: number) {
  one.jobs.delete(job);
  if (one.jobs.size === 0) one.worker.unref();
}

/** A free piece of the worker's memory, a new one when none is (a chunk larger than the pieces in hand). */
function freePiece(one: ReportWorker): number {
  const free = one.free.pop();
  if (free !== undefined) return free;
  one.pieces.push(new Uint8Array(new SharedArrayBuffer(PIECE_BYTES)));
  return one.pieces.length - 1;
}

/**
 * One kind of event's figures, worked out on a worker thread from the binary COPY that `read`
 * hands its `onChunk` (eventDurationsSql's). While the worker has IN_FLIGHT pieces of the job to
 * read, `onChunk` answers a promise of the next one read, for the read to wait on (its COPY then
 * waits for the socket, and PostgreSQL for it). Fails with the read's error, or with the worker's.
 */
export async function figuresOnWorker(
  name: EventName,
  read: (onChunk: (chunk: Buffer) => Promise<void> | undefined) => Promise<void>,
): Promise<EventRow[]> {
  const one = pickWorker();
  const job = ++workers().lastJob;
  let state!: Job;
  const figures = new Promise<EventRow[]>((resolve, reject) => {
    state = { resolve, reject, inFlight: 0 };
    one.jobs.set(job, state);
  });
  // A worker's failure during the read is reported after it, when the figures are awaited.
  figures.catch(() => undefined);
  one.worker.ref();
  const send = (message: ToReportWorker) => one.worker.postMessage(message);
  send({ job, start: name });
  let piece: number | undefined;
  let filled = 0;
  const handOver = () => {
    if (piece === undefined) return;
    const memory = one.sent.has(piece) ? undefined : (one.pieces[piece].buffer as SharedArrayBuffer);
    one.sent.add(piece);
    send({ job, piece, length: filled, memory });
    state.inFlight++;
    piece = undefined;
    filled = 0;
  };
  try {
    await read((chunk) => {
      // A job that failed already (its worker refused the data, or died): the rest goes nowhere.
      if (!one.jobs.has(job)) return undefined;
      for (let at = 0; at < chunk.length;) {
        piece ??= freePiece(one);
        const n = Math.min(chunk.length - at, PIECE_BYTES - filled);
        one.pieces[piece].set(chunk.subarray(at, at + n), filled);
        filled += n;
        at += n;
        if (filled === PIECE_BYTES) handOver();
      }
      if (state.inFlight < IN_FLIGHT) return undefined;
      return new Promise<void>((resolve, reject) => (state.wake = { resolve, reject }));
    });
  } catch (error) {
    if (piece !== undefined) one.free.push(piece);
    if (one.jobs.has(job)) {
      settle(one, job);
      send({ job, abort: true });
    }
    throw error;
  }
  handOver();
  send({ job, end: true });
  return figures;
}
