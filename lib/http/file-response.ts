import { Readable } from "node:stream";
import { extensionFor } from "@/lib/media/media-store";

const TYPES: Record<string, string> = Object.fromEntries(
  ["image/jpeg", "image/png", "image/webp", "image/gif", "video/mp4", "video/3gpp", "audio/ogg", "audio/mpeg", "audio/mp4", "audio/aac", "application/pdf"].map(
    (type) => [extensionFor(type), type],
  ),
);

/** Streams a stored file; `attachment` asks the browser to download it under its original name. */
export function fileResponse(file: { stream: Readable; size: number; key: string; fileName: string }, attachment: boolean) {
  const extension = file.key.split(".").pop() ?? "";
  const disposition = `${attachment ? "attachment" : "inline"}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`;
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      "content-type": TYPES[extension] ?? "application/octet-stream",
      "content-length": String(file.size),
      "content-disposition": disposition,
      "x-content-type-options": "nosniff",
      "cache-control": "private, max-age=3600",
    },
  });
}
