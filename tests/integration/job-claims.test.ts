import { prisma } from "@/lib/db/client";
import { claim, enqueue, releaseClaimsOfDeadProcess } from "@/lib/jobs/job-queue";
import { testJob } from "@/tests/support/test-jobs";

// A process killed while it ran a job leaves the job claimed; the embedded server frees such claims
// when it starts again, so the job runs at once instead of after the claim's five-minute expiry.

test("a claim left by a dead process is freed at start, and the job is claimed again; finished jobs stay as they are", async () => {
  await enqueue(prisma, testJob("claims-test"), {}, { key: "claims-test:running" });
  await enqueue(prisma, testJob("claims-test"), {}, { key: "claims-test:done" });
  const claimed = (await claim("claims-test", 10)).jobs;
  expect(claimed).toHaveLength(2);
  const done = claimed.find((job) => job.key === "claims-test:done")!;
  await prisma.job.update({ where: { id: done.id }, data: { doneAt: new Date() } });

  // The process dies here: without a release nothing is claimable until the claim expires.
  expect((await claim("claims-test", 10)).jobs).toHaveLength(0);

  expect(await releaseClaimsOfDeadProcess()).toBe(1);
  const again = (await claim("claims-test", 10)).jobs;
  expect(again.map((job) => job.key)).toEqual(["claims-test:running"]);
  expect(await prisma.job.findUniqueOrThrow({ where: { id: done.id } })).toMatchObject({
    lockedAt: expect.any(Date),
    doneAt: expect.any(Date),
  });
});

test("processes claiming at once never take the same job twice", async () => {
  const queue = "claims-race";
  const taken: string[] = [];
  // Rounds of claims made together over a few jobs: a claim committed while another claim's
  // statement runs must still keep that statement off the job.
  for (let round = 0; round < 40; round++) {
    for (let i = 0; i < 8; i++) await enqueue(prisma, testJob(queue), {}, { key: `${queue}:${round}:${i}` });
    const claims = await Promise.all(Array.from({ length: 8 }, () => claim(queue, 8)));
    taken.push(...claims.flatMap((claimed) => claimed.jobs).map((job) => job.key!));
    await prisma.job.updateMany({ where: { queue }, data: { doneAt: new Date() } });
  }
  expect(taken).toHaveLength(320);
  expect(new Set(taken).size).toBe(320);
  expect(await prisma.job.count({ where: { queue, attempts: { not: 1 } } })).toBe(0);
});

test("a claim says whether it took every job that was due and free, or left some to their group or tenant", async () => {
  const queue = "claims-all-due";
  await enqueue(prisma, testJob(queue), {}, { key: `${queue}:a`, group: "a" });
  await enqueue(prisma, testJob(queue), {}, { key: `${queue}:b`, group: "b" });
  expect(await claim(queue, 10)).toMatchObject({ jobs: [{}, {}], tookAllDue: true });

  // The second of a group waits for the first.
  await enqueue(prisma, testJob(queue), {}, { key: `${queue}:c1`, group: "c" });
  await enqueue(prisma, testJob(queue), {}, { key: `${queue}:c2`, group: "c" });
  expect(await claim(queue, 10)).toMatchObject({ jobs: [{ key: `${queue}:c1` }], tookAllDue: false });

  // A tenant's third job waits for one of its two running ones (its cap).
  const cap = "claims-all-due-cap";
  for (const key of ["d", "e", "f"]) await enqueue(prisma, testJob(cap), {}, { key: `${cap}:${key}`, idGraf: 0 });
  expect(await claim(cap, 10, 2)).toMatchObject({ jobs: [{}, {}], tookAllDue: false });
  expect(await claim("claims-nothing-due", 10)).toEqual({ jobs: [], tookAllDue: false });
});
