import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";

const MAX_JSON_BYTES = 1_000_000;
const tooLarge = () =>
  new AppError("ERR_BAD_REQUEST", "Request body too large", [{ path: "", message: `Body exceeds ${MAX_JSON_BYTES} bytes` }]);

/** Reads a JSON body of bounded size and validates it; bad input becomes a 4xx, never a 500. */
export async function parseJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > MAX_JSON_BYTES) throw tooLarge();
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw tooLarge();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError("ERR_BAD_REQUEST", "Body is not valid JSON", [{ path: "", message: "Invalid JSON" }]);
  }
  return schema.parse(body);
}

export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  return schema.parse(Object.fromEntries(new URL(req.url).searchParams));
}

export function parseParams<S extends z.ZodType>(params: unknown, schema: S): z.infer<S> {
  const parsed = schema.safeParse(params);
  // A malformed id cannot name anything the caller may see.
  if (!parsed.success) throw new AppError("ERR_NOT_FOUND", "Not found");
  return parsed.data;
}
