import { randomInt } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { assertOnWhatsapp } from "@/lib/connections/assert-on-whatsapp";
import { batchViewInclude, publishBatch, toBatchView } from "./batch-view";
import { enqueueBulkPacer } from "./bulk-queue";
import { withBulkPhones } from "./bulk-rows";
import { bulkSendJob } from "./bulk-send-job";
import { settingsOf } from "./send-settings-of";
import type { BulkMessageInput } from "./schemas";

/** Positions 0..n-1, shuffled (Fisher-Yates) when the connection sends in random order. */
function positions(count: number, random: boolean) {
  const order = Array.from({ length: count }, (_, index) => index);
  if (!random) return order;
  for (let i = count - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/**
 * Stores the rows as one batch per connection, with the job that paces them, in one transaction:
 * once answered, every row is sent (or skipped by a rule) even across restarts. Every row's number
 * must be a phone number (ERR_BULK_INVALID_PHONE names the rows that are not); each is then checked with its connection: one WhatsApp does not know refuses the whole send
 * (ERR_WAPP_INVALID_CONTACT, naming the rows), so nothing is stored that would be lost.
 */
export async function createBulkSend(caller: Caller, input: BulkMessageInput) {
  const rows = withBulkPhones(input);
  const whatsappIds = [...new Set(rows.map((row) => row.whatsappId))];
  const owned = await prisma.whatsapp.count({ where: { id: { in: whatsappIds }, idGraf: caller.idGraf } });
  if (owned !== whatsappIds.length) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  for (const whatsappId of whatsappIds) {
    const checks = rows.flatMap((row, index) =>
      row.whatsappId === whatsappId ? [{ number: row.phone, path: `${index}.phone` }] : [],
    );
    await assertOnWhatsapp({ id: whatsappId, idGraf: caller.idGraf }, checks);
  }
  const batches = await prisma.$transaction(async (tx) => {
    const created = [];
    for (const whatsappId of whatsappIds) {
      const items = rows.filter((row) => row.whatsappId === whatsappId);
      const { random } = await settingsOf(tx, whatsappId);
      const order = positions(items.length, random);
      const batch = await tx.bulkMessageBatch.create({
        data: {
          idGraf: caller.idGraf,
          whatsappId,
          userId: caller.userId,
          total: items.length,
          items: {
            createMany: {
              data: items.map((item, index) => ({
                whatsappId,
                phone: item.phone,
                message: item.message,
                position: order[index],
              })),
            },
          },
        },
        include: batchViewInclude,
      });
      await enqueueBulkPacer(tx, whatsappId, caller.idGraf);
      created.push(batch);
    }
    return created;
  });
  wakeJobs(bulkSendJob);
  for (const batch of batches) await publishBatch(batch.id);
  return { batches: batches.map(toBatchView) };
}
