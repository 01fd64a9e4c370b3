import { publicDataJson } from "@/lib/messages/public-data-json";
import { baileysFixture as fixture } from "@/tests/support/baileys-fixture";

test("browsers never get a Baileys media key nor a Z-API media link from the stored payload", () => {
  const image = JSON.parse(JSON.stringify(fixture("image")));
  expect(JSON.stringify(image)).toContain("mediaKey");
  expect(publicDataJson(image)).toBeNull();

  const zapi = {
    type: "ReceivedCallback",
    image: { imageUrl: "https://cdn.z-api.io/i.jpg", mimeType: "image/jpeg" },
    senderPhoto: "https://x",
  };
  expect(publicDataJson(zapi)).toBeNull();
});

test("what the chat reads is kept: waiting message, notification, location", () => {
  expect(publicDataJson({ waitingMessage: true, messageId: "X" })).toEqual({ waitingMessage: true });
  expect(publicDataJson({ notification: "CALL_MISSED_VOICE", callId: "C" })).toEqual({
    notification: "CALL_MISSED_VOICE",
  });
  const place = { degreesLatitude: -23.5, degreesLongitude: -46.6 };
  expect(
    publicDataJson({
      key: { id: "A" },
      message: { locationMessage: place, messageContextInfo: { messageSecret: "s" } },
    }),
  ).toEqual({
    message: { locationMessage: place },
  });
});

test("the simulator's own input stays readable, without the key of its staged file", () => {
  const raw = {
    simulator: {
      id: "SIM-1",
      from: "5511",
      body: "oi",
      media: { mimetype: "image/png", fileName: "a.png", stagedKey: "k.png" },
    },
  };
  expect(publicDataJson(raw)).toEqual({
    simulator: { id: "SIM-1", from: "5511", body: "oi", media: { mimetype: "image/png", fileName: "a.png" } },
  });
});

test("a location that replies to a photo shows the place, never the photo's media key", () => {
  const quoted = { imageMessage: { mediaKey: "c2VjcmV0", directPath: "/v/t62/secret" } };
  const raw = {
    message: {
      locationMessage: { degreesLatitude: -23.5, degreesLongitude: -46.6, contextInfo: { quotedMessage: quoted } },
    },
  };
  expect(publicDataJson(raw)).toEqual({
    message: { locationMessage: { degreesLatitude: -23.5, degreesLongitude: -46.6 } },
  });
});
