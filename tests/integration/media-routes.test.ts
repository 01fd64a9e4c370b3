import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GET as downloadFile } from "@/app/api/messages/download-file/[idGraf]/[key]/route";
import { POST as postDownloadTemp } from "@/app/api/messages/download-temp/route";
import { GET as streamFile } from "@/app/api/messages/stream-file/[idGraf]/[name]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { mediaStore } from "@/lib/media/media-store";
import { mediaPath } from "@/lib/messages/open-media";
import { NextRequest } from "next/server";
import { bearer, makeTenant } from "@/tests/support/factories";
import { drainDownloads, simulatedMedia } from "@/tests/support/media-jobs";
import { makeAttendant } from "@/tests/support/ticket-factories";
import { hangingFfmpeg, recordingFfmpeg } from "@/tests/support/recording-ffmpeg";
import { sampleVideo } from "@/tests/support/sample-video";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "atende-media-routes-"));

let headersA: Record<string, string>;
let headersB: Record<string, string>;
let idGrafA: number;
let idGrafB: number;
let key: string;

type Received = { data: string | Buffer; mimetype: string; fileName: string; kind: "image" | "video" | "document" };
const PHOTO: Received = { data: "JPEGDATA", mimetype: "image/jpeg", fileName: "relatório final.jpg", kind: "image" };

/** The stored key of a file that a contact sent to the tenant. */
async function receivedMedia(idGraf: number, { data, mimetype, fileName, kind }: Received) {
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf } });
  const whatsapp = await prisma.whatsapp.create({
    data: { idGraf, name: `Sim ${fileName}`, provider: "simulator", defaultQueueId: queue.id },
  });
  const media = await simulatedMedia(idGraf, data, mimetype, fileName);
  const received = await receiveMessage(
    { id: whatsapp.id, idGraf },
    {
      id: `MEDIA-${whatsapp.id}`,
      chatId: "5511955554444",
      isGroup: false,
      fromMe: false,
      contact: { number: "5511955554444" },
      kind,
      body: "",
      timestamp: new Date(),
      ...media,
    },
  );
  await drainDownloads();
  const { mediaUrl } = await prisma.message.findUniqueOrThrow({ where: { id: received!.messageId } });
  return mediaUrl!;
}

async function tenantWithMedia() {
  const tenant = await makeTenant();
  const key = await receivedMedia(tenant.idGraf, PHOTO);
  return { tenant, key, headers: bearer(await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 })) };
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
type FileHandler = (
  req: NextRequest,
  context: { params: Promise<{ idGraf: string; key: string; name: string }> },
) => Promise<Response>;
async function get(handler: FileHandler, idGraf: string, file: string, headers: Record<string, string>) {
  const req = new NextRequest(
    new URL(`http://localhost/api/messages/x/${encodeURIComponent(idGraf)}/${encodeURIComponent(file)}`),
    { headers },
  );
  return handler(req, { params: Promise.resolve({ idGraf, key: file, name: file }) });
}

const downloadTemp = (imageUrl: string, headers: Record<string, string>) =>
  postDownloadTemp(
    new NextRequest("http://localhost/api/messages/download-temp", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ imageUrl }),
    }),
    { params: Promise.resolve({}) },
  );

test("the tenant's media is served inline, documents as attachments under their original name", async () => {
  const res = await get(downloadFile, String(idGrafA), key, headersA);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/jpeg");
  expect(Buffer.from(await res.arrayBuffer()).toString()).toBe("JPEGDATA");

  const doc = await get(streamFile, String(idGrafA), key, headersA);
  expect(doc.headers.get("content-disposition")).toBe(
    `attachment; filename*=UTF-8''${encodeURIComponent("relatório final.jpg")}`,
  );
});

const A_KEY_SHAPE = "0f8fad5b-d9cb-469f-a165-70867728950e.jpg";
test.each([
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "/etc/passwd",
  "../1/x.jpg",
  `${A_KEY_SHAPE}/../../auth-secret`,
  "auth-secret",
])("a traversal attempt (%s) is not found", async (file) => {
  expect((await get(downloadFile, String(idGrafA), file, headersA)).status).toBe(404);
  expect((await get(streamFile, String(idGrafA), file, headersA)).status).toBe(404);
});

test("another tenant's files are not found, through its path or through one's own", async () => {
  expect((await get(downloadFile, String(idGrafA), key, headersB)).status).toBe(404);
  expect((await get(downloadFile, String(idGrafB), key, headersB)).status).toBe(404);
  expect((await get(downloadFile, `../${idGrafA}`, key, headersB)).status).toBe(404);
});

/** The ticket of the message naming the key, opened and assigned to the user. */
async function assignTicketOf(key: string, userId: number) {
  const { ticketId } = await prisma.message.findFirstOrThrow({ where: { mediaUrl: key } });
  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "open", userId } });
}

const adminIdOf = async (idGraf: number) =>
  (await prisma.user.findFirstOrThrow({ where: { idGraf, profile: "admin" } })).id;

test("an attendant gets 404 for a file of a ticket they cannot see, through every route, and gets it once it is theirs", async () => {
  const attendant = await makeAttendant(idGrafA);
  // A colleague's open ticket: REST hides it from the attendant, and so its files.
  await assignTicketOf(key, await adminIdOf(idGrafA));
  const statuses = async () => [
    (await get(downloadFile, String(idGrafA), key, attendant.headers)).status,
    (await get(streamFile, String(idGrafA), key, attendant.headers)).status,
    (await downloadTemp(mediaPath(idGrafA, key), attendant.headers)).status,
  ];
  expect(await statuses()).toEqual([404, 404, 404]);
  await assignTicketOf(key, attendant.id);
  expect(await statuses()).toEqual([200, 200, 200]);
});

test("signed out is 401", async () => {
  expect((await get(downloadFile, String(idGrafA), key, {})).status).toBe(401);
});

test("download-temp serves only this app's media URLs", async () => {
  const ok = await downloadTemp(`http://localhost:3000${mediaPath(idGrafA, key)}`, headersA);
  expect(ok.status).toBe(200);
  expect(ok.headers.get("content-disposition")).toMatch(/^attachment;/);
  expect((await downloadTemp("http://169.254.169.254/latest/meta-data", headersA)).status).toBe(404);
  expect((await downloadTemp(mediaPath(idGrafA, key), headersB)).status).toBe(404);
});

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer) {
  for (let at = 2; at < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    if (bytes[at + 1] >= 0xc0 && bytes[at + 1] <= 0xc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
  }
  return null;
}

describe("a video's thumbnail_", () => {
  let video: Buffer;
  let videoKey: string;
  beforeAll(async () => {
    video = await sampleVideo();
    videoKey = await receivedMedia(idGrafA, {
      data: video,
      mimetype: "video/mp4",
      fileName: "visita.mp4",
      kind: "video",
    });
  });

  test("is a small still of the video, made once and kept", async () => {
    const res = await get(downloadFile, String(idGrafA), `thumbnail_${videoKey}`, headersA);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''visita.jpg");
    const still = Buffer.from(await res.arrayBuffer());
    expect(jpegSize(still)).toEqual({ width: 320, height: 180 });
    expect(still.length).toBeLessThan(video.length);

    const kept = await mediaStore().open(idGrafA, videoKey.replace(/\.mp4$/, ".jpg"));
    expect(kept?.size).toBe(still.length);
    kept?.stream.destroy();
    const again = await get(downloadFile, String(idGrafA), `thumbnail_${videoKey}`, headersA);
    expect(Buffer.from(await again.arrayBuffer()).equals(still)).toBe(true);

    const whole = await get(downloadFile, String(idGrafA), videoKey, headersA);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(Number(whole.headers.get("content-length"))).toBe(video.length);
  });

  describe("costs little whoever asks", () => {
    let ffmpeg: Awaited<ReturnType<typeof recordingFfmpeg>>;
    let received = 0;
    const receivedVideo = async (data: Buffer) =>
      receivedMedia(idGrafA, { data, mimetype: "video/mp4", fileName: `v${++received}.mp4`, kind: "video" });
    const view = (videoKey: string) => get(downloadFile, String(idGrafA), `thumbnail_${videoKey}`, headersA);
    const decodes = () => ffmpeg.runs().filter((args) => args.includes("-frames:v"));

    beforeAll(async () => (ffmpeg = await recordingFfmpeg(mkdtempSync(path.join(tmpdir(), "atende-ffmpeg-")))));
    beforeEach(() => {
      ffmpeg.forget();
      process.env.FFMPEG_PATH = ffmpeg.path;
    });
    afterEach(() => {
      delete process.env.FFMPEG_PATH;
      delete process.env.THUMBNAIL_TIMEOUT_SECONDS;
    });

    test("eight parallel first views of a video run ffmpeg once for all", async () => {
      const fresh = await receivedVideo(video);
      const views = await Promise.all(Array.from({ length: 8 }, () => view(fresh)));
      const stills = await Promise.all(views.map(async (res) => Buffer.from(await res.arrayBuffer())));
      expect(views.map((res) => res.status)).toEqual(Array(8).fill(200));
      expect(stills.every((still) => still.equals(stills[0]))).toBe(true);
      // One reading of the header, one still.
      expect(ffmpeg.runs()).toHaveLength(2);
      expect(decodes()).toHaveLength(1);
    });

    test("first views of many videos run at most THUMBNAIL_CONCURRENCY ffmpeg at once (2 by default)", async () => {
      const videos: string[] = [];
      for (let i = 0; i < 5; i++) videos.push(await receivedVideo(video));
      const views = await Promise.all(videos.map(view));
      expect(views.map((res) => res.status)).toEqual(Array(5).fill(200));
      expect(decodes()).toHaveLength(5);
      expect(ffmpeg.mostAtOnce()).toBe(2);
    });

    test("a video past 4K has its header read, is never decoded, and is kept as having no still", async () => {
      const huge = await receivedVideo(await sampleVideo({ size: "4096x2160", seconds: 0.2 }));
      expect((await view(huge)).status).toBe(404);
      expect(ffmpeg.runs()).toHaveLength(1);
      expect(decodes()).toEqual([]);
      expect((await view(huge)).status).toBe(404);
      expect(ffmpeg.runs()).toHaveLength(1);
    });

    test("a run cut off at THUMBNAIL_TIMEOUT_SECONDS is kept as no still: the next view runs nothing", async () => {
      const slow = await receivedVideo(video);
      process.env.FFMPEG_PATH = hangingFfmpeg(path.dirname(ffmpeg.path));
      process.env.THUMBNAIL_TIMEOUT_SECONDS = "1";
      const started = Date.now();
      expect((await view(slow)).status).toBe(404);
      expect(Date.now() - started).toBeLessThan(10_000);
      process.env.FFMPEG_PATH = ffmpeg.path;
      expect((await view(slow)).status).toBe(404);
      expect(ffmpeg.runs()).toEqual([]);
    });
  });

  test("is not found for an attendant who cannot see the video's ticket, and served once it is theirs", async () => {
    const attendant = await makeAttendant(idGrafA);
    const still = () => get(downloadFile, String(idGrafA), `thumbnail_${videoKey}`, attendant.headers);
    await assignTicketOf(videoKey, await adminIdOf(idGrafA));
    expect((await still()).status).toBe(404);
    await assignTicketOf(videoKey, attendant.id);
    expect((await still()).status).toBe(200);
  });

  test("is not found for another tenant, for an image, or for a video ffmpeg cannot read", async () => {
    expect((await get(downloadFile, String(idGrafA), `thumbnail_${videoKey}`, headersB)).status).toBe(404);
    expect((await get(downloadFile, String(idGrafB), `thumbnail_${videoKey}`, headersB)).status).toBe(404);
    expect((await get(downloadFile, String(idGrafA), `thumbnail_${key}`, headersA)).status).toBe(404);
    const broken = await receivedMedia(idGrafA, {
      data: "not a video",
      mimetype: "video/mp4",
      fileName: "broken.mp4",
      kind: "video",
    });
    expect((await get(downloadFile, String(idGrafA), `thumbnail_${broken}`, headersA)).status).toBe(404);
    // Tried once: an empty still stands for "none", and the next view answers from it.
    const none = await mediaStore().open(idGrafA, broken.replace(/\.mp4$/, ".jpg"));
    none?.stream.destroy();
    expect(none?.size).toBe(0);
    expect((await get(downloadFile, String(idGrafA), `thumbnail_${broken}`, headersA)).status).toBe(404);
  });
});
