// The process's services, one instance each. server.ts and Next's route bundles load lib/ apart
// (Next bundles route code separately from the custom server's module graph), so a module-level
// variable would exist twice; everything a process holds once lives here, under one globalThis key.
//
// Each service declares its slot beside its own code, by adding a property to ProcessServices
// (declaration merging), so this module imports nothing and every folder may use it:
//   prisma           lib/db/client.ts                  the Prisma client (created on first use)
//   io               lib/realtime/emitter.ts           the Socket.IO server (attached by server.ts)
//   sessions         lib/whatsapp/sessions/session-manager.ts   the WhatsApp sessions (server.ts)
//   jobs             lib/jobs/job-runner.ts            the job runner (server.ts)
//   jobCompletions   lib/jobs/job-queue.ts             jobs ended in the last few ms, marked done together
//   mediaStore       lib/media/media-store.ts          where media files live
//   signInLimiters   lib/auth/rate-limit.ts            failed sign-in counters
//   apiKeyLimiters   lib/auth/api-key-limit.ts         requests per API key and minute
//   callers          lib/auth/caller.ts                users read for requests in the last 2 s
//   forgetElsewhere  lib/auth/caller.ts                tells other processes to forget callers
//   simulatedPhones  lib/whatsapp/simulator/simulator-phone.ts   the simulator's phones
//   listeners        lib/events/dispatch.ts            who reacts to each domain event
//   shuttingDown     lib/health/process-state.ts       set on SIGTERM/SIGINT, read by /api/ready and /api/health
//   warmingUp        lib/health/process-state.ts       set while server/warm-up.ts runs, read by /api/ready
//   logger           lib/process/logger.ts             the process's pino logger (server.ts installs it)
//   requests         lib/process/request-context.ts    the request being served, for its log lines
//   metrics          lib/metrics/metrics.ts            the Prometheus registry and the app's metrics
//   webhookTenants   lib/webhooks/wake-deliveries.ts   which tenants have webhook endpoints, for a few seconds
//   webhookReads     lib/webhooks/delivery-reads.ts    deliveries and events' data asked for together, read together
//   deliveryViews    lib/listeners/realtime/publish-webhooks.ts   deliveries changed together, read for the log together
//   pool             lib/db/client.ts                  the connections Prisma and lib/db/read-sql.ts share
//   reportWorkers    lib/reports/report-workers.ts     the attendance report's worker threads
// tests/unit/process-state.test.ts fails on any other globalThis holder or raw process.env read.

// Slots are added by declaration merging in the modules listed above.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProcessServices {}

const KEY = "__atende";
const holder = globalThis as typeof globalThis & { [KEY]?: Partial<ProcessServices> };
const services = () => (holder[KEY] ??= {});

/** The service in `key`, or undefined while nothing provided it. */
export function service<K extends keyof ProcessServices>(key: K): ProcessServices[K] | undefined {
  return services()[key];
}

/** The service in `key`, created by `create` the first time it is asked for. */
export function serviceOr<K extends keyof ProcessServices>(
  key: K,
  create: () => ProcessServices[K],
): ProcessServices[K] {
  const all = services();
  return (all[key] ??= create()) as ProcessServices[K];
}

/** Puts a service in `key` (undefined removes it): server.ts at start and stop, tests. */
export function provide<K extends keyof ProcessServices>(key: K, value: ProcessServices[K] | undefined) {
  if (value === undefined) delete services()[key];
  else services()[key] = value;
}
