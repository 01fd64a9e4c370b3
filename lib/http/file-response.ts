import { Readable } from "node:stream";
import { mimetypeOfKey } from "@/lib/media/media-store";

/** Streams a stored file; `attachment` asks the browser to download it under its original name. */
export function fileResponse(
  file: { stream: Readable; size: number; key: string; fileName: string },
  attachment: boolean,
) {
  const disposition = `${attachment ? "attachment" : "inline"}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`;
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      "content-type": mimetypeOfKey(file.key),
      "content-length": String(file.size),
      "content-disposition": disposition,
      "x-content-type-options": "nosniff",
      "cache-control": "private, max-age=3600",
    },
  });
}
