import { prisma } from "@/lib/db/client";
import { enqueueForPeriod } from "@/lib/jobs/recurring";
import { autoCloseJob, closeIdleTickets } from "@/lib/tickets/auto-close-job";
import { makeTenant } from "@/tests/support/factories";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

test("open tickets idle for 24 hours are closed; recent, pending and closed ones are left", async () => {
  const tenant = await makeTenant();
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const whatsapp = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Sim", provider: "simulator", defaultQueueId: queue.id },
  });
  const ticket = async (status: string, lastMessageTime: Date, number: string) => {
    const contact = await prisma.contact.create({ data: { idGraf: tenant.idGraf, name: number, number } });
    return prisma.ticket.create({
      data: { idGraf: tenant.idGraf, contactId: contact.id, whatsappId: whatsapp.id, status, lastMessageTime },
    });
  };
  const idle = await ticket("open", hoursAgo(25), "5511900000001");
  const recent = await ticket("open", hoursAgo(2), "5511900000002");
  const waiting = await ticket("pending", hoursAgo(30), "5511900000003");

  const closed = await closeIdleTickets(24);
  expect(closed).toContainEqual(expect.objectContaining({ id: idle.id, idGraf: tenant.idGraf }));
  expect(closed.map((t) => t.id)).not.toEqual(expect.arrayContaining([recent.id]));
  const statuses = await prisma.ticket.findMany({
    where: { id: { in: [idle.id, recent.id, waiting.id] } },
    orderBy: { id: "asc" },
  });
  expect(statuses.map((t) => t.status)).toEqual(["closed", "open", "pending"]);
  expect(statuses[0].closedAt).not.toBeNull();
});

test("the recurring job is enqueued once per period, however many processes ask", async () => {
  const now = Date.now();
  await Promise.all([enqueueForPeriod(autoCloseJob, now), enqueueForPeriod(autoCloseJob, now)]);
  const { queue, everyMs } = autoCloseJob;
  expect(await prisma.job.count({ where: { queue, key: `${queue}:${Math.floor(now / everyMs)}` } })).toBe(1);
});
