import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A two-second 640×360 MP4, made by the same ffmpeg build the server makes its stills with. */
export async function sampleVideo(): Promise<Buffer> {
  const ffmpeg = (await import("@ffmpeg-installer/ffmpeg")).default;
  const dir = mkdtempSync(path.join(tmpdir(), "atende-video-"));
  try {
    const file = path.join(dir, "sample.mp4");
    execFileSync(ffmpeg.path, [
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=640x360:rate=10",
      "-t",
      "2",
      "-pix_fmt",
      "yuv420p",
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
