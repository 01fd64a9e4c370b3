import { DisconnectReason, type WAMessage } from "baileys";
import { afterClose, FAILURES_BEFORE_TIMEOUT } from "@/lib/whatsapp/baileys/connection-policy";
import { addressOf, jidOf } from "@/lib/whatsapp/baileys/jids";
import { outboundContent } from "@/lib/whatsapp/baileys/outbound-content";
import { resolveLids } from "@/lib/whatsapp/baileys/resolve-lids";
import { loadBaileys } from "@/lib/whatsapp/baileys/runtime";

beforeAll(loadBaileys);

describe("after the socket closes", () => {
  test("a restart after pairing reconnects at once, without counting as a failure", () => {
    expect(afterClose(DisconnectReason.restartRequired, true, 2)).toEqual({
      action: "reconnect",
      delayMs: 0,
      failures: 2,
      status: "OPENING",
    });
  });

  test("transient failures back off exponentially up to a cap, then report TIMEOUT while still retrying", () => {
    const delays: number[] = [];
    const statuses: string[] = [];
    let failures = 0;
    for (let i = 0; i < 10; i++) {
      const next = afterClose(DisconnectReason.connectionLost, true, failures);
      if (next.action !== "reconnect") throw new Error(next.action);
      delays.push(next.delayMs);
      statuses.push(next.status);
      failures = next.failures;
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000, 60000]);
    expect(statuses.indexOf("TIMEOUT")).toBe(FAILURES_BEFORE_TIMEOUT - 1);
    expect(afterClose(undefined, true, 0)).toMatchObject({ action: "reconnect", status: "OPENING" });
  });

  test("a logout from the phone forgets the pairing", () => {
    expect(afterClose(DisconnectReason.loggedOut, true, 0)).toEqual({ action: "logged-out" });
  });

  test("an expired QR, a replaced session or a refused account stop until the operator acts", () => {
    expect(afterClose(DisconnectReason.timedOut, false, 0)).toEqual({ action: "give-up" });
    expect(afterClose(DisconnectReason.connectionReplaced, true, 0)).toEqual({ action: "give-up" });
    expect(afterClose(DisconnectReason.forbidden, true, 0)).toEqual({ action: "give-up" });
  });
});

describe("addresses", () => {
  test("phone numbers, groups and LIDs", () => {
    expect(jidOf("5511987654321")).toBe("5511987654321@s.whatsapp.net");
    expect(jidOf("+5511987654321")).toBe("5511987654321@s.whatsapp.net");
    expect(jidOf("120363025246125486")).toBe("120363025246125486@g.us");
    expect(jidOf("5511987654321-1612345678")).toBe("5511987654321-1612345678@g.us");
    expect(jidOf("205987654321098@lid")).toBe("205987654321098@lid");
    expect(addressOf("5511987654321:12@s.whatsapp.net")).toBe("5511987654321");
    expect(addressOf("120363025246125486@g.us")).toBe("120363025246125486");
    expect(addressOf("205987654321098:3@lid")).toBe("205987654321098@lid");
  });
});

describe("outbound media", () => {
  const file = { data: Buffer.from("x"), fileName: "f", caption: "c" };

  test("by mimetype: image, video, voice note, other audio, document", () => {
    expect(outboundContent({ ...file, mimetype: "image/png" })).toEqual({
      image: file.data,
      mimetype: "image/png",
      caption: "c",
    });
    expect(outboundContent({ ...file, mimetype: "video/mp4" })).toEqual({
      video: file.data,
      mimetype: "video/mp4",
      caption: "c",
    });
    expect(outboundContent({ ...file, mimetype: "audio/ogg; codecs=opus" })).toMatchObject({
      audio: file.data,
      ptt: true,
    });
    expect(outboundContent({ ...file, mimetype: "audio/mpeg" })).toMatchObject({ audio: file.data, ptt: false });
    expect(outboundContent({ ...file, mimetype: "application/pdf" })).toEqual({
      document: file.data,
      mimetype: "application/pdf",
      fileName: "f",
      caption: "c",
    });
  });
});

describe("LID senders without their phone jid", () => {
  const lids = {
    getPNForLID: async (lid: string) => (lid === "205987654321098@lid" ? "5521991234567@s.whatsapp.net" : null),
  };

  test("take it from Baileys' learned mappings when known", async () => {
    const message = { key: { remoteJid: "205987654321098@lid", id: "A" } } as WAMessage;
    expect((await resolveLids(message, lids)).key.remoteJidAlt).toBe("5521991234567@s.whatsapp.net");
    const group = {
      key: { remoteJid: "120363025246125486@g.us", participant: "205987654321098@lid", id: "B" },
    } as WAMessage;
    expect((await resolveLids(group, lids)).key.participantAlt).toBe("5521991234567@s.whatsapp.net");
  });

  test("stay as they are when unknown, or when the message carries it", async () => {
    const unknown = { key: { remoteJid: "999@lid", id: "C" } } as WAMessage;
    expect((await resolveLids(unknown, lids)).key.remoteJidAlt).toBeUndefined();
    const carried = {
      key: { remoteJid: "205987654321098@lid", remoteJidAlt: "5521900000000@s.whatsapp.net", id: "D" },
    } as WAMessage;
    expect((await resolveLids(carried, lids)).key.remoteJidAlt).toBe("5521900000000@s.whatsapp.net");
  });
});
