import { readFileBase64 } from "@/lib/client/read-file-base64";

// What a simulated contact can send (POST /simulator/{whatsappId}/inbound).
export const INBOUND_TYPES = ["text", "image", "audio", "document", "location", "contact"] as const;
export type InboundType = (typeof INBOUND_TYPES)[number];

export const MEDIA_TYPES: readonly InboundType[] = ["image", "audio", "document"];

// JSON bodies are capped at 1 MB and base64 grows a file by a third.
export const MAX_MEDIA_BYTES = 700 * 1024;

export type InboundFormValues = {
  from: string;
  name: string;
  type: InboundType;
  body: string;
  file: FileList | null;
  latitude: string;
  longitude: string;
};

/** The request body for one contact message: a file as base64, a location as numbers, a vCard as the body. */
export async function inboundPayload(values: InboundFormValues) {
  const file = values.file?.[0];
  const base = { from: values.from, name: values.name.trim() || undefined, type: values.type, body: values.body };
  if (MEDIA_TYPES.includes(values.type) && file) {
    return {
      ...base,
      media: {
        data: await readFileBase64(file),
        mimetype: file.type || "application/octet-stream",
        fileName: file.name,
      },
    };
  }
  if (values.type === "location") {
    return { ...base, location: { latitude: Number(values.latitude), longitude: Number(values.longitude) } };
  }
  return base;
}
