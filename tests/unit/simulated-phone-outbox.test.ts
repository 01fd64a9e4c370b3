import { OUTBOX_KEPT } from "@/lib/whatsapp/simulator/simulator-phone";
import { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";

const session = (connectionId: number) =>
  new SimulatorSession({ id: connectionId, idGraf: 1, provider: "simulator" }, async () => undefined);

test("the phone shows what it was sent newest first and keeps only the newest", async () => {
  const phone = session(910_001);
  for (let i = 0; i < OUTBOX_KEPT + 5; i++) await phone.sendText("5511999990000", `text ${i}`, { id: `ID-${i}` });
  const outbox = phone.outbox();
  expect(outbox).toHaveLength(OUTBOX_KEPT);
  expect(outbox[0]).toMatchObject({ id: `ID-${OUTBOX_KEPT + 4}`, body: `text ${OUTBOX_KEPT + 4}` });
  expect(outbox.at(-1)).toMatchObject({ id: "ID-5", body: "text 5" });
});

test("a retried send with the id of one the phone has is not delivered twice, and acks and deletions find it", async () => {
  const phone = session(910_002);
  await phone.sendText("5511999990000", "first", { id: "SAME" });
  await phone.sendText("5511999990000", "second", { id: "OTHER" });
  expect(await phone.sendText("5511999990000", "first", { id: "SAME" })).toEqual({ id: "SAME" });
  expect(await phone.acknowledge("SAME", 3)).toBe(true);
  await phone.deleteForEveryone("5511999990000", "OTHER");
  expect(phone.outbox()).toEqual([
    expect.objectContaining({ id: "OTHER", body: "second", deleted: true, ack: 1 }),
    expect.objectContaining({ id: "SAME", body: "first", deleted: false, ack: 3 }),
  ]);
});
