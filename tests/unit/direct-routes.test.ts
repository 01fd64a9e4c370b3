import { createServer, request, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { NextResponse } from "next/server";
import { directRoute, findDirectRoute, matchDirectRoute, serveDirectRoute } from "@/lib/http/direct-routes";
import { MAX_JSON_BYTES } from "@/lib/http/parse";
import { jsonResponse, jsonTextOf } from "@/lib/http/respond";
import type { ApiRequest } from "@/lib/http/route";
import { createLogger, installLogger } from "@/lib/process/logger";
import { afterAnswer } from "@/lib/process/request-context";
import { RequestsInFlight, observeRequest } from "@/server/observe-request";
import { captureLog } from "@/tests/support/captured-log";

const MB = 1_048_576;

// The request lines of the served requests are not this suite's output.
beforeAll(() => installLogger(createLogger({ level: "silent" })));
afterAll(() => installLogger(undefined));

const posted = async (req: ApiRequest, { params }: { params: Promise<Record<string, string>> }) =>
  NextResponse.json(
    {
      params: await params,
      method: req.method,
      type: req.headers.get("content-type"),
      body: Buffer.from(await req.arrayBuffer()).toString("utf8"),
    },
    { status: 202 },
  );

const echo = async (req: ApiRequest, { params }: { params: Promise<Record<string, string>> }) =>
  NextResponse.json({
    params: await params,
    query: new URL(req.url).searchParams.get("q"),
    auth: req.headers.get("authorization"),
  });

describe("matching a path", () => {
  const route = directRoute("/api/messages/:id", { GET: echo });

  it("names the parameters, decoded", () => {
    expect(matchDirectRoute(route, "/api/messages/42")).toEqual({ id: "42" });
    expect(matchDirectRoute(route, "/api/messages/a%20b")).toEqual({ id: "a b" });
  });

  it("matches nothing of another shape, an empty segment or broken encoding", () => {
    expect(matchDirectRoute(route, "/api/messages")).toBeNull();
    expect(matchDirectRoute(route, "/api/messages/42/x")).toBeNull();
    expect(matchDirectRoute(route, "/api/tickets/42")).toBeNull();
    expect(matchDirectRoute(route, "/api/messages/")).toBeNull();
    expect(matchDirectRoute(route, "/api/messages/%E0%A4%A")).toBeNull();
  });

  it("prefers a path without parameters, whatever the order of the routes", () => {
    const byId = directRoute("/api/tickets/:id", { GET: echo });
    const dashboard = directRoute("/api/tickets/dashboard", { GET: echo });
    expect(findDirectRoute([byId, dashboard], "/api/tickets/dashboard")?.route).toBe(dashboard);
    expect(findDirectRoute([dashboard, byId], "/api/tickets/7")).toEqual({ route: byId, params: { id: "7" } });
  });
});

describe("serving through a real HTTP server", () => {
  const big = "x".repeat(5000);
  const huge = "y".repeat(100_000);
  const routes = [
    directRoute("/api/echo/:id", { GET: echo, PUT: posted }),
    directRoute("/api/big", {
      GET: async () => {
        const res = NextResponse.json({ big }, { status: 201, headers: { "x-kind": "big" } });
        res.cookies.set("a", "1");
        res.cookies.set("b", "2");
        return res;
      },
    }),
    directRoute("/api/huge", { GET: async () => NextResponse.json({ huge }) }),
    directRoute("/api/kept", {
      GET: async () => {
        const res = jsonResponse({ text: "olá", big }, { status: 201, headers: { "x-kind": "kept" } });
        res.cookies.set("a", "1");
        // Its body stream read already: only its kept text can be written.
        await res.text();
        return res;
      },
    }),
    directRoute("/api/guarded", {
      PUT: async () => {
        guardedCalls += 1;
        return NextResponse.json({});
      },
    }),
    directRoute("/api/broken", {
      GET: async () => {
        throw new Error("a bug");
      },
    }),
    directRoute("/api/later", {
      GET: async () => {
        await afterAnswer(new Promise<void>((resolve) => (finishLater = resolve)));
        return NextResponse.json({ answered: true });
      },
    }),
  ];
  let finishLater = () => {};
  // As Next routes these paths: /api/echo/forward has a folder of its own beside /api/echo/[id].
  const nextRouteOf = (pathname: string) =>
    pathname === "/api/echo/forward" ? "/api/echo/forward" : findDirectRoute(routes, pathname)?.route.pattern;
  let guardedCalls = 0;
  let server: Server;
  let port: number;

  const observed = { routeOf: () => "/api/test", inFlight: new RequestsInFlight() };
  beforeAll(async () => {
    // As server.ts serves them: inside the request wrapper, which answers what throws.
    server = createServer((req, res) =>
      observeRequest(req, res, observed, async () => {
        if (!(await serveDirectRoute(routes, nextRouteOf, req, res))) res.writeHead(299).end("fallback");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = (
    path: string,
    options: { method?: string; headers?: Record<string, string>; body?: string; chunked?: boolean } = {},
  ) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        req.on("error", reject);
        // Written before the end, a body goes chunked, without a length.
        if (options.chunked) req.write(options.body);
        req.end(options.chunked ? undefined : options.body);
      },
    );

  /** PUTs up to `totalBytes` chunked (no length), stopping once the answer comes; says how much was sent. */
  const endlessPut = (path: string, totalBytes: number) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; sent: number }>(
      (resolve, reject) => {
        const req = request({
          host: "127.0.0.1",
          port,
          path,
          method: "PUT",
          headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        let answered = false;
        req.on("response", (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on("data", (part: Buffer) => chunks.push(part));
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), sent });
          });
        });
        req.on("error", (error) => (answered ? undefined : reject(error)));
        const write = () => {
          while (!answered && sent < totalBytes) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", write);
          }
          if (!answered) req.end();
        };
        write();
      },
    );

  it("answers before the work left for after the answer, and counts the request under way until it ends", async () => {
    const answer = await call("/api/later");
    expect(JSON.parse(answer.body.toString())).toEqual({ answered: true });
    expect(observed.inFlight.size).toBe(1);
    let drained = false;
    const draining = observed.inFlight.drained().then(() => (drained = true));
    // The close has been handled and every settled promise has run its handlers: still under way.
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    finishLater();
    await draining;
    expect(observed.inFlight.size).toBe(0);
  });

  it("hands the handler its parameters, query and headers", async () => {
    const res = await call("/api/echo/12?q=ol%C3%A1", { headers: { authorization: "Bearer t" } });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(res.body.toString())).toEqual({ params: { id: "12" }, query: "olá", auth: "Bearer t" });
  });

  it("keeps the handler's status, headers and every cookie, and gzips a large answer when asked", async () => {
    const plain = await call("/api/big");
    expect(plain.status).toBe(201);
    expect(plain.headers["x-kind"]).toBe("big");
    expect(plain.headers["set-cookie"]).toEqual([expect.stringMatching(/^a=1/), expect.stringMatching(/^b=2/)]);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual({ big });

    const zipped = await call("/api/big", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual({ big });

    // Past 64 KB the compression leaves the event loop; the answer is the same.
    const hugeZipped = await call("/api/huge", { headers: { "accept-encoding": "gzip" } });
    expect(hugeZipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(hugeZipped.body).toString())).toEqual({ huge });
  });

  it("writes an answer made by jsonResponse from its text, as NextResponse.json would answer", async () => {
    const made = jsonResponse({ text: "olá" }, { status: 202 });
    const next = NextResponse.json({ text: "olá" }, { status: 202 });
    expect(jsonTextOf(made)).toBe(JSON.stringify({ text: "olá" }));
    expect([made.status, made.headers.get("content-type"), await made.text()]).toEqual([
      next.status,
      next.headers.get("content-type"),
      await next.text(),
    ]);

    const res = await call("/api/kept", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(201);
    expect(res.headers["x-kind"]).toBe("kept");
    expect(res.headers["content-type"]).toBe("application/json");
    expect(res.headers["set-cookie"]).toEqual([expect.stringMatching(/^a=1/)]);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual({ text: "olá", big });
  });

  it("hands a JSON body to the handler of its method", async () => {
    const body = JSON.stringify({ status: "open", text: "olá" });
    const res = await call("/api/echo/12", {
      method: "PUT",
      headers: { "content-type": "application/json; charset=utf-8" },
      body,
    });
    expect(res.status).toBe(202);
    expect(JSON.parse(res.body.toString())).toEqual({
      params: { id: "12" },
      method: "PUT",
      type: "application/json; charset=utf-8",
      body,
    });
    const empty = await call("/api/echo/12", { method: "PUT" });
    expect(JSON.parse(empty.body.toString())).toMatchObject({ method: "PUT", body: "" });
  });

  it("reads any body but a multipart upload here, chunked or not, and leaves the upload to the fallback", async () => {
    const put = (headers: Record<string, string>, body: string, chunked = false) =>
      call("/api/echo/12", { method: "PUT", headers, body, chunked });
    const multipart = await put({ "content-type": "multipart/form-data; boundary=x" }, "--x--");
    expect(multipart.status).toBe(299);
    const chunked = await put({ "content-type": "application/json" }, "{}", true);
    expect([chunked.status, JSON.parse(chunked.body.toString()).body]).toEqual([202, "{}"]);
    // Refused by the handler's own parsing, as through Next.
    const plain = await put({ "content-type": "text/plain" }, "{}");
    expect(JSON.parse(plain.body.toString())).toMatchObject({ type: "text/plain", body: "{}" });
  });

  it("refuses a body past the JSON limit with 413 before the handler runs, declared or chunked, keeping none of it", async () => {
    // Refused on its Content-Length alone: none of it is sent.
    const declared = await call("/api/guarded", {
      method: "PUT",
      headers: { "content-type": "application/json", "content-length": String(50 * MB) },
    });
    const chunked = await endlessPut("/api/guarded", 50 * MB);
    for (const res of [declared, chunked]) {
      expect({ status: res.status, connection: res.headers.connection }).toEqual({ status: 413, connection: "close" });
      expect(JSON.parse(res.body.toString())).toMatchObject({ error: "ERR_PAYLOAD_TOO_LARGE" });
    }
    // The limit and what the sockets' buffers held until the client read the answer, not the 50 MB.
    expect(chunked.sent).toBeLessThan(MAX_JSON_BYTES + 16 * MB);
    expect(guardedCalls).toBe(0);
  });

  it("lets a client still sending its refused body read the 413 before the connection closes", async () => {
    // The client goes on sending for half a second before it reads anything: a connection closed as
    // soon as the answer was written would be reset under it, the answer lost.
    const socket = connect(port, "127.0.0.1");
    socket.pause();
    socket.write(
      "PUT /api/guarded HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const chunk = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, 0x20), Buffer.from("\r\n")]);
    const failures: Error[] = [];
    socket.on("error", (error) => failures.push(error));
    const sending = setInterval(() => socket.write(chunk), 5);
    await new Promise((resolve) => setTimeout(resolve, 500));
    clearInterval(sending);
    const answer = await new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (part: Buffer) => (text += part.toString("latin1")));
      socket.on("close", () => resolve(text));
      socket.resume();
    });
    expect(failures).toEqual([]);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain("ERR_PAYLOAD_TOO_LARGE");
  });

  it("leaves to the fallback a path Next gives to a route of its own, which a parameter would match", async () => {
    const json = { "content-type": "application/json" };
    expect((await call("/api/echo/forward", { method: "PUT", headers: json, body: "{}" })).status).toBe(299);
    expect((await call("/api/echo/forward")).status).toBe(299);
    expect((await call("/api/echo/12", { method: "PUT", headers: json, body: "{}" })).status).toBe(202);
  });

  it("leaves other methods and paths to the fallback", async () => {
    expect((await call("/api/echo/12", { method: "POST" })).status).toBe(299);
    expect((await call("/api/big", { method: "PUT", body: "" })).status).toBe(299);
    expect((await call("/api/echo")).status).toBe(299);
    expect((await call("/login")).status).toBe(299);
    expect((await call("/api/echo/12", { headers: { host: "bad host" } })).status).toBe(299);
  });

  it("refuses an API path that does not decode with the API's 400, for every method and path", async () => {
    for (const [method, path] of [
      ["GET", "/api/echo/%E0%A4%A"],
      ["PUT", "/api/tickets/%E0%A4%A/markAsRead"],
      ["POST", "/api/%ZZ"],
    ]) {
      const res = await call(path, { method });
      expect({ status: res.status, type: res.headers["content-type"] }).toEqual({
        status: 400,
        type: expect.stringContaining("application/json"),
      });
      expect(JSON.parse(res.body.toString())).toMatchObject({ error: "ERR_BAD_REQUEST" });
    }
    expect((await call("/login/%E0%A4%A")).status).toBe(299);
  });

  it("answers a failure outside the handler's own error handling with a bare 500, logged with the request's id", async () => {
    const log = captureLog();
    const res = await call("/api/broken");
    // The request's line is written when the server closes the response, which may follow the client's read.
    while (!log.lines.some((line) => line.msg === "request")) await new Promise((resolve) => setImmediate(resolve));
    log.restore();
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body.toString())).toEqual({ error: "ERR_INTERNAL", message: "Internal error" });
    const reqId = res.headers["x-request-id"];
    expect(log.lines.find((line) => line.msg === "could not answer a request")).toMatchObject({
      level: "error",
      reqId,
      err: { message: "a bug" },
    });
    expect(log.lines.find((line) => line.msg === "request")).toMatchObject({ reqId, status: 500, route: "/api/test" });
  });
});
