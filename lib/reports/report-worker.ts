import { parentPort } from "node:worker_threads";
import { EventKindGroups } from "./event-kind-groups";
import type { FromReportWorker, ToReportWorker } from "./report-workers";

// A report's worker thread (report-workers.ts starts it): each job's COPY data into its groups, as
// it comes, and their figures at its end. The data comes in pieces of memory shared with the
// thread that reads the COPY, each handed back once read, to carry the next.

const port = parentPort!;
const jobs = new Map<number, EventKindGroups>();
const pieces: Buffer[] = [];
const reply = (message: FromReportWorker) => port.postMessage(message);

function read(job: number, groups: EventKindGroups, message: ToReportWorker) {
  if ("piece" in message) return groups.push(pieces[message.piece].subarray(0, message.length));
  jobs.delete(job);
  if ("end" in message) reply({ job, rows: groups.figures() });
  else groups.release();
}

port.on("message", (message: ToReportWorker) => {
  const { job } = message;
  if ("start" in message) {
    jobs.set(job, new EventKindGroups(message.start));
    return;
  }
  if ("piece" in message && message.memory) pieces[message.piece] = Buffer.from(message.memory);
  const groups = jobs.get(job);
  try {
    // A job that failed already: the rest of its data has nowhere to go.
    if (groups) read(job, groups, message);
  } catch (error) {
    jobs.delete(job);
    groups!.release();
    reply({ job, error: error instanceof Error ? error : new Error(String(error)) });
  } finally {
    if ("piece" in message) reply({ job, returned: message.piece });
  }
});
