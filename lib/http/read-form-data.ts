import { AppError } from "@/lib/errors/app-error";
import type { ApiRequest } from "./route";

export const MULTIPART_CONTENT_TYPE = /^multipart\/form-data\s*;/i;
export const isMultipart = (req: ApiRequest) => MULTIPART_CONTENT_TYPE.test(req.headers.get("content-type") ?? "");

/**
 * Reads a multipart/form-data body of at most `maxBytes`. A larger declared Content-Length is refused
 * before anything is read, and the bytes are counted as they arrive, so a body that declares nothing
 * (chunked) or lies is cut off at the limit instead of being read in full.
 */
export async function readFormData(req: ApiRequest, maxBytes: number, tooLarge: () => AppError): Promise<FormData> {
  const malformed = new AppError("ERR_BAD_REQUEST", "Body is not valid multipart/form-data", [
    { path: "", message: "Invalid form" },
  ]);
  if (!isMultipart(req) || !req.body) throw malformed;
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  let received = 0;
  const counted = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(counted, { headers: { "content-type": req.headers.get("content-type")! } }).formData();
  } catch {
    throw received > maxBytes ? tooLarge() : malformed;
  }
}
