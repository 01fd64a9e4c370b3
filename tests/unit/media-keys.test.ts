import { extensionFor, mimetypeOfKey } from "@/lib/media/media-store";

test("a WAV voice note is stored as .wav and served as audio/wav rather than an octet-stream", () => {
  for (const mimetype of ["audio/wav", "audio/x-wav"]) expect(extensionFor(mimetype)).toBe("wav");
  expect(mimetypeOfKey("0b0f7f52-5b6e-4f7e-9a59-3f2b8c1d2e4a.wav")).toBe("audio/wav");
  expect(mimetypeOfKey("0b0f7f52-5b6e-4f7e-9a59-3f2b8c1d2e4a.ogg")).toBe("audio/ogg");
  expect(extensionFor("audio/ogg; codecs=opus")).toBe("ogg");
});
