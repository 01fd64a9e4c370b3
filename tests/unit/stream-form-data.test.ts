import type { Readable } from "node:stream";
import { AppError } from "@/lib/errors/app-error";
import { streamFormData, type FileSink } from "@/lib/http/stream-form-data";
import type { ApiRequest } from "@/lib/http/route";

const tooLarge = () => new AppError("ERR_ATTACHMENTS_TOO_LARGE", "too large");
const limits = { maxBytes: 1_000_000, maxFileBytes: 1_000_000, maxFiles: 10 };

async function formRequest(form: FormData): Promise<ApiRequest> {
  const request = new Request("http://localhost/api/messages/1", { method: "POST", body: form });
  // A body with a length, as a browser sends it.
  const body = await request.arrayBuffer();
  return new Request(request.url, {
    method: "POST",
    headers: { "content-type": request.headers.get("content-type")! },
    body,
  });
}

/** A store whose uploads finish in the order `finishOrder` names (by the file's text), not the order they began. */
function sinkFinishing(finishOrder: string[]): FileSink {
  const arrived = new Map<string, () => void>();
  const releaseInOrder = async () => {
    for (const name of finishOrder) {
      arrived.get(name)!();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return {
    async put(stream: Readable) {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString("utf8");
      await new Promise<void>((resolve) => {
        arrived.set(text, resolve);
        if (arrived.size === finishOrder.length) void releaseInOrder();
      });
      return `key-of-${text}`;
    },
    async remove() {},
  };
}

test("files keep the order of their parts when a later upload ends first", async () => {
  const form = new FormData();
  for (const name of ["first", "second", "third"]) {
    form.append("medias", new Blob([name], { type: "text/plain" }), `${name}.txt`);
    form.append("body", `caption of ${name}`);
  }
  const streamed = await streamFormData(
    await formRequest(form),
    limits,
    sinkFinishing(["third", "second", "first"]),
    tooLarge,
  );
  expect(streamed.files.get("medias")).toEqual([
    { key: "key-of-first", size: 5, fileName: "first.txt", mimetype: "text/plain" },
    { key: "key-of-second", size: 6, fileName: "second.txt", mimetype: "text/plain" },
    { key: "key-of-third", size: 5, fileName: "third.txt", mimetype: "text/plain" },
  ]);
  expect(streamed.fields.get("body")).toEqual(["caption of first", "caption of second", "caption of third"]);
});
