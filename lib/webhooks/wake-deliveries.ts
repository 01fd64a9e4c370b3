import { prisma } from "@/lib/db/client";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { serviceOr } from "@/lib/process/registry";
import { deliverWebhookJob } from "./deliver-webhook-job";

// Deliveries are enqueued by database triggers, which cannot wake this process's job runner:
// alone, they wait for its next poll (up to a second). After a change that may raise events
// (lib/listeners/webhook-wake.ts) the runner is woken when the tenant has an enabled endpoint.
// Whether it has one is kept for a few seconds, so a tenant without endpoints pays no statement
// per change; an endpoint saved on this process is seen at once, one saved on another within
// KNOWN_FOR_MS, its deliveries riding the poll meanwhile.
const KNOWN_FOR_MS = 10_000;

type Known = Map<number, { has: boolean; until: number }>;

declare module "@/lib/process/registry" {
  interface ProcessServices {
    webhookTenants: Known;
  }
}

const known = () => serviceOr("webhookTenants", () => new Map());

async function hasEndpoints(idGraf: number) {
  const entry = known().get(idGraf);
  if (entry && entry.until > Date.now()) return entry.has;
  const has = (await prisma.webhookEndpoint.count({ where: { idGraf, enabled: true }, take: 1 })) > 0;
  known().set(idGraf, { has, until: Date.now() + KNOWN_FOR_MS });
  return has;
}

/** Forgets whether the tenant has endpoints: one of its endpoints was created or changed. */
export const forgetEndpointsOf = (idGraf: number) => known().delete(idGraf);

/** Starts the tenant's new deliveries now, when it has endpoints, instead of at the runner's next poll. */
export async function wakeDeliveries(idGraf: number) {
  if (await hasEndpoints(idGraf)) wakeJobs(deliverWebhookJob);
}
