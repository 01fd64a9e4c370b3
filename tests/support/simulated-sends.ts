import { automaticReplyJob } from "@/lib/chatbot/automatic-reply-job";
import { prisma } from "@/lib/db/client";
import { JobRunner } from "@/lib/jobs/job-runner";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { installSessionManager, SessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { isSimulatorSession, type SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";

// Outbound messages of a suite travel for real: live simulator sessions and the send job.

/** The send job and the automatic replies that hand it theirs, retrying a few milliseconds apart instead of seconds. */
export const sendRunner = () =>
  new JobRunner([
    { ...automaticReplyJob, baseDelayMs: 5 },
    { ...sendMessageJob, baseDelayMs: 5 },
  ]);

/** Runs automatic replies and send jobs until none is waiting, retries included. */
export async function drainSends(jobs = sendRunner()) {
  const queues = [automaticReplyJob.queue, sendMessageJob.queue];
  for (let i = 0; i < 50; i++) {
    await jobs.drain();
    const pending = await prisma.job.count({ where: { queue: { in: queues }, doneAt: null, failedAt: null } });
    if (!pending) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Installs a session manager for the suite; the returned function starts and pairs a simulator connection. */
export function liveSimulators() {
  const sessions = new SessionManager(providers, takeInProviderEvents);
  beforeAll(() => installSessionManager(sessions));
  afterAll(() => installSessionManager(undefined));
  return async (connectionId: number): Promise<SimulatorSession> => {
    await sessions.start(connectionId);
    const session = sessions.session(connectionId);
    if (!isSimulatorSession(session)) throw new Error("not a simulator");
    await session.scan();
    return session;
  };
}
