import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** An MP4 (by default two seconds of 640×360), made by the same ffmpeg build the server makes its stills with. */
export async function sampleVideo({ size = "640x360", seconds = 2 } = {}): Promise<Buffer> {
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
      `testsrc=size=${size}:rate=10`,
      "-t",
      String(seconds),
      "-pix_fmt",
      "yuv420p",
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
