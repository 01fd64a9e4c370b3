import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import type { Prisma } from "@/lib/generated/prisma/client";
import { defineJob } from "@/lib/jobs/define-job";
import { failureCode } from "@/lib/messages/failure-code";
import { newOutboundId } from "@/lib/messages/outbound-id";
import { senderOf, type Sender } from "@/lib/whatsapp/sender";
import { publishBatch } from "./batch-view";
import { nextAllowedSend } from "./bulk-pacing";
import { skipReason, withOptOut } from "./bulk-rules";
import { settingsOf } from "./send-settings-of";

/** Attempts of one row before it counts as failed; a retry waits 2 s, then 4 s. */
export const MAX_ROW_ATTEMPTS = 3;
const RETRY_BASE_MS = 2000;
/** While the connection's session is not up, its rows wait (no attempt is spent). */
const SESSION_WAIT_MS = 5000;
const STEPS_PER_RUN = 50;

type Row = {
  id: number;
  batchId: number;
  idGraf: number;
  phone: string;
  message: string;
  status: string;
  attempts: number;
  providerId: string | null;
};
type Step =
  | { kind: "idle" }
  | { kind: "wait"; until: Date }
  | { kind: "skipped"; batchId: number }
  | { kind: "send"; row: Row; text: string };

/** A row taken but not confirmed (the process died mid-send) first, then the next row of a running batch. */
async function nextRow(tx: Prisma.TransactionClient, whatsappId: number) {
  const [row] = await tx.$queryRaw<Row[]>`
    SELECT i."id", i."batchId", b."idGraf", i."phone", i."message", i."status", i."attempts", i."providerId"
    FROM "BulkMessageItem" i JOIN "BulkMessageBatch" b ON b."id" = i."batchId"
    WHERE i."whatsappId" = ${whatsappId} AND (i."status" = 'sending' OR (i."status" = 'queued' AND b."status" = 'running'))
    ORDER BY (i."status" = 'sending') DESC, i."batchId", i."position", i."id"
    LIMIT 1`;
  return row;
}

/** A batch with no row left to send is done (a cancelled one stays cancelled). */
async function settleBatch(tx: Prisma.TransactionClient, batchId: number) {
  const left = await tx.bulkMessageItem.count({ where: { batchId, status: { in: ["queued", "sending"] } } });
  if (!left) {
    await tx.bulkMessageBatch.updateMany({
      where: { id: batchId, status: { in: ["running", "paused"] } },
      data: { status: "done", finishedAt: new Date(), nextSendAt: null },
    });
  }
}

/**
 * Decides the connection's next move under its row lock (which pause, cancel and other pacers
 * also take): skip a row a rule excludes, wait for the pacing, or take a row for sending. A taken
 * row counts toward the daily limit from that moment, so a crash can never send past it.
 */
function decide(whatsappId: number, now: Date): Promise<Step> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Whatsapp" WHERE "id" = ${whatsappId} FOR UPDATE`;
    const row = await nextRow(tx, whatsappId);
    if (!row) return { kind: "idle" };
    const settings = await settingsOf(tx, whatsappId);
    if (row.status === "queued") {
      const reason = await skipReason(tx, settings, row);
      if (reason) {
        await tx.bulkMessageItem.update({ where: { id: row.id }, data: { status: "skipped", error: reason } });
        await tx.bulkMessageBatch.update({ where: { id: row.batchId }, data: { skipped: { increment: 1 } } });
        await settleBatch(tx, row.batchId);
        return { kind: "skipped", batchId: row.batchId };
      }
      const allowed = await nextAllowedSend(tx, settings, now);
      if (allowed > now) {
        await tx.bulkMessageBatch.updateMany({
          where: { whatsappId, status: "running" },
          data: { nextSendAt: allowed },
        });
        return { kind: "wait", until: allowed };
      }
    }
    const providerId = row.providerId ?? newOutboundId();
    await tx.bulkMessageItem.update({
      where: { id: row.id },
      data: {
        status: "sending",
        attempts: { increment: 1 },
        providerId,
        ...(row.status === "queued" && { sentAt: now }),
      },
    });
    return {
      kind: "send",
      row: { ...row, providerId, attempts: row.attempts + 1 },
      text: withOptOut(row.message, settings.optOut),
    };
  });
}

/** Records the send's outcome: sent, failed for good, or back in line for a retry (returned: when). */
async function settle(row: Row, error: unknown): Promise<Date | null> {
  const now = new Date();
  const retry = error !== null && row.attempts < MAX_ROW_ATTEMPTS;
  await prisma.$transaction(async (tx) => {
    if (error === null) {
      await tx.bulkMessageItem.update({ where: { id: row.id }, data: { status: "sent", sentAt: now, error: null } });
      await tx.bulkMessageBatch.update({ where: { id: row.batchId }, data: { sent: { increment: 1 } } });
    } else {
      const reason = failureCode(error);
      // A retry keeps the row's message id: if WhatsApp did take the failed attempt, it is the same message.
      await tx.bulkMessageItem.update({
        where: { id: row.id },
        data: retry
          ? { status: "queued", sentAt: null, error: reason }
          : { status: "failed", error: reason, failedAt: now },
      });
      if (!retry) await tx.bulkMessageBatch.update({ where: { id: row.batchId }, data: { failed: { increment: 1 } } });
    }
    await settleBatch(tx, row.batchId);
  });
  return retry ? new Date(now.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1)) : null;
}

function liveSender(whatsappId: number): Sender | null {
  try {
    return senderOf(whatsappId);
  } catch {
    return null;
  }
}

/**
 * Paces one connection's bulk sends: sends what is due, skips what the rules exclude, and runs
 * again when the next send is allowed; done when nothing is left. Emits each batch's progress.
 * Enqueued in the connection's group (bulk-queue.ts), so one pacer of a connection runs at a time.
 */
export const bulkSendJob = defineJob({
  queue: "bulk-send",
  payload: z.object({ whatsappId: z.number().int() }),
  maxAttempts: 20,
  baseDelayMs: 2000,
  async run({ whatsappId }) {
    for (let step = 0; step < STEPS_PER_RUN; step++) {
      const sender = liveSender(whatsappId);
      if (!sender) return { runAgainAt: new Date(Date.now() + SESSION_WAIT_MS) };
      const next = await decide(whatsappId, new Date());
      if (next.kind === "idle") return;
      if (next.kind === "wait") {
        await publishRunning(whatsappId);
        return { runAgainAt: next.until };
      }
      if (next.kind === "skipped") {
        await publishBatch(next.batchId);
        continue;
      }
      const { row, text } = next;
      const error = await sender.sendText(row.phone, text, { id: row.providerId! }).then(
        () => null,
        (failure: unknown) => failure ?? "send failed",
      );
      const retryAt = await settle(row, error);
      if (!retryAt) {
        await dispatch([
          {
            type: "bulk.itemSettled",
            idGraf: row.idGraf,
            batchId: row.batchId,
            itemId: row.id,
            outcome: error === null ? "sent" : "failed",
          },
        ]);
      }
      await publishBatch(row.batchId);
      if (retryAt) return { runAgainAt: retryAt };
    }
    return { runAgainAt: new Date() };
  },
});

async function publishRunning(whatsappId: number) {
  const batches = await prisma.bulkMessageBatch.findMany({
    where: { whatsappId, status: "running" },
    select: { id: true },
  });
  for (const { id } of batches) await publishBatch(id);
}
