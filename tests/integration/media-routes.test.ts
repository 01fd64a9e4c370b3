import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GET as downloadFile } from "@/app/api/messages/download-file/[idGraf]/[key]/route";
import { POST as downloadTemp } from "@/app/api/messages/download-temp/route";
import { GET as streamFile } from "@/app/api/messages/stream-file/[idGraf]/[name]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { mediaPath } from "@/lib/messages/open-media";
import { NextRequest } from "next/server";
import { bearer, makeTenant } from "@/tests/support/factories";
import { drainDownloads, simulatedMedia } from "@/tests/support/media-jobs";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "atende-media-routes-"));

let headersA: Record<string, string>;
let headersB: Record<string, string>;
let idGrafA: number;
let idGrafB: number;
let key: string;

async function tenantWithMedia() {
  const tenant = await makeTenant();
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const whatsapp = await prisma.whatsapp.create({ data: { idGraf: tenant.idGraf, name: "Sim", provider: "simulator", defaultQueueId: queue.id } });
  const media = await simulatedMedia(tenant.idGraf, "JPEGDATA", "image/jpeg", "relatório final.jpg");
  const received = await receiveMessage(
    { id: whatsapp.id, idGraf: tenant.idGraf },
    { id: "MEDIA-1", chatId: "5511955554444", isGroup: false, fromMe: false, contact: { number: "5511955554444" }, kind: "image", body: "", timestamp: new Date(), ...media },
  );
  await drainDownloads();
  const { mediaUrl } = await prisma.message.findUniqueOrThrow({ where: { id: received!.messageId } });
  return { tenant, key: mediaUrl!, headers: bearer(await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 })) };
}

beforeAll(async () => {
  const a = await tenantWithMedia();
  const b = await tenantWithMedia();
  ({ key } = a);
  headersA = a.headers;
  headersB = b.headers;
  idGrafA = a.tenant.idGraf;
  idGrafB = b.tenant.idGraf;
});

// Route params arrive decoded by Next; the raw URL is what a client typed.
type FileHandler = (req: NextRequest, context: { params: Promise<{ idGraf: string; key: string; name: string }> }) => Promise<Response>;
async function get(handler: FileHandler, idGraf: string, file: string, headers: Record<string, string>) {
  const req = new NextRequest(new URL(`http://localhost/api/messages/x/${encodeURIComponent(idGraf)}/${encodeURIComponent(file)}`), { headers });
  return handler(req, { params: Promise.resolve({ idGraf, key: file, name: file }) });
}

test("the tenant's media is served inline, documents as attachments under their original name", async () => {
  const res = await get(downloadFile, String(idGrafA), key, headersA);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/jpeg");
  expect(Buffer.from(await res.arrayBuffer()).toString()).toBe("JPEGDATA");

  const doc = await get(streamFile, String(idGrafA), key, headersA);
  expect(doc.headers.get("content-disposition")).toBe(`attachment; filename*=UTF-8''${encodeURIComponent("relatório final.jpg")}`);
});

const A_KEY_SHAPE = "0f8fad5b-d9cb-469f-a165-70867728950e.jpg";
test.each(["../../etc/passwd", "..%2F..%2Fetc%2Fpasswd", "/etc/passwd", "../1/x.jpg", `${A_KEY_SHAPE}/../../auth-secret`, "auth-secret"])(
  "a traversal attempt (%s) is not found",
  async (file) => {
    expect((await get(downloadFile, String(idGrafA), file, headersA)).status).toBe(404);
    expect((await get(streamFile, String(idGrafA), file, headersA)).status).toBe(404);
  },
);

test("another tenant's files are not found, through its path or through one's own", async () => {
  expect((await get(downloadFile, String(idGrafA), key, headersB)).status).toBe(404);
  expect((await get(downloadFile, String(idGrafB), key, headersB)).status).toBe(404);
  expect((await get(downloadFile, `../${idGrafA}`, key, headersB)).status).toBe(404);
});

test("signed out is 401", async () => {
  expect((await get(downloadFile, String(idGrafA), key, {})).status).toBe(401);
});

test("download-temp serves only this app's media URLs", async () => {
  const call = (imageUrl: string, headers: Record<string, string>) =>
    downloadTemp(
      new NextRequest("http://localhost/api/messages/download-temp", {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ imageUrl }),
      }),
      { params: Promise.resolve({}) },
    );
  const ok = await call(`http://localhost:3000${mediaPath(idGrafA, key)}`, headersA);
  expect(ok.status).toBe(200);
  expect(ok.headers.get("content-disposition")).toMatch(/^attachment;/);
  expect((await call("http://169.254.169.254/latest/meta-data", headersA)).status).toBe(404);
  expect((await call(mediaPath(idGrafA, key), headersB)).status).toBe(404);
});
