import { NextRequest } from "next/server";
import { POST } from "@/app/api/auth/[...nextauth]/route";
import { MAX_JSON_BYTES } from "@/lib/http/parse";
import { endlessBody } from "@/tests/support/endless-body";

// next-auth's endpoints answer only what the app uses: its _log action, which writes whatever
// anyone posts into the server's log, is the API's 404; every body is bounded before next-auth reads it.
const post = (action: string, init: { body?: BodyInit; headers?: Record<string, string> }) =>
  POST(
    new NextRequest(`http://localhost/api/auth/${action}`, {
      method: "POST",
      duplex: "half",
      ...init,
    } as ConstructorParameters<typeof NextRequest>[1]),
    { params: Promise.resolve({ nextauth: [action] }) },
  );

test("POST /api/auth/_log is refused", async () => {
  const res = await post("_log", {
    body: "level=error&code=forged&message=%0Aforged+line",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(res.status).toBe(404);
  expect((await res.json()).error).toBe("ERR_NOT_FOUND");
});

test("a chunked body to a next-auth endpoint is cut off at the limit with 413", async () => {
  const { stream, pulled } = endlessBody({ totalBytes: 50 * 1_048_576 });
  const res = await post("callback", {
    body: stream,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(res.status).toBe(413);
  // The limit and a few chunks in flight (a clone reads ahead), not the 50 MB.
  expect(pulled.bytes).toBeLessThanOrEqual(MAX_JSON_BYTES + 4 * 1_048_576);
});
