import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A provider's media server on 127.0.0.1: `GET /file/{bytes}.pdf` streams that many bytes made on
 * the fly (nothing on disk, nothing held), with Content-Length, or chunked without one when the
 * query has `chunked=1`. Counts the requests and the bytes it managed to send.
 */
export async function startMediaStandIn() {
  const seen = { requests: 0, bytesSent: 0 };
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  const server = createServer((req, res) => {
    seen.requests++;
    const url = new URL(req.url ?? "/", "http://stand-in");
    const size = Number(/^\/file\/(\d+)/.exec(url.pathname)?.[1]);
    if (!Number.isFinite(size)) return void res.writeHead(404).end();
    res.writeHead(200, {
      "content-type": "application/pdf",
      ...(url.searchParams.get("chunked") ? {} : { "content-length": String(size) }),
    });
    let left = size;
    const pump = () => {
      while (left > 0) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= part.length;
        seen.bytesSent += part.length;
        if (!res.write(part)) return void res.once("drain", pump);
      }
      res.end();
    };
    res.on("close", () => (left = 0));
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    host: `127.0.0.1:${port}`,
    url: (bytes: number, chunked = false) => `http://127.0.0.1:${port}/file/${bytes}.pdf${chunked ? "?chunked=1" : ""}`,
    close: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}
