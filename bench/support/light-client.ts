// The load's own HTTP calls, on node:http with kept-alive connections: the global fetch cost the
// users' process about 1.1 ms of CPU a request, as much as the server's answer, on the same two
// cores. A successful answer's body is read to its end but neither kept nor unzipped (a browser
// would unzip it: that is the client's cost, not the server's); a failure's is, for its code.
import http from "node:http";
import { gunzipSync } from "node:zlib";

const agent = new http.Agent({ keepAlive: true });

export type Answer = { status: number; ok: boolean; text: string };

export function call(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) };
    const req = http.request(url, { method, headers: sent, agent }, (res) => {
      const status = res.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => void (ok || chunks.push(chunk)));
      res.on("error", reject);
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status,
          ok,
          text: (res.headers["content-encoding"] === "gzip" && raw.length ? gunzipSync(raw) : raw).toString(),
        });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}
