import type { Readable } from "node:stream";
import { MediaUnavailableError } from "@/lib/media/byte-limit";
import { connectionGraphClient } from "./connection-graph-client";

type MediaFields = Partial<Record<"image" | "video" | "audio" | "sticker" | "document", { id?: unknown }>>;

/** The media id of a stored Cloud API message (image.id, document.id, ...). */
export function cloudMediaIdOf(payload: unknown): string {
  const fields = (payload ?? {}) as MediaFields;
  const id = (["image", "video", "audio", "sticker", "document"] as const)
    .map((kind) => fields[kind]?.id)
    .find((value) => typeof value === "string");
  if (typeof id !== "string") throw new MediaUnavailableError("The webhook payload has no media id");
  return id;
}

/** A received file, fetched by its id from the Graph API with the connection's token, streamed and capped. */
export async function openCloudMedia(whatsappId: number, payload: unknown, maxBytes: number): Promise<Readable> {
  const mediaId = cloudMediaIdOf(payload);
  const client = await connectionGraphClient(whatsappId);
  if (!client) throw new MediaUnavailableError("The connection has no Cloud API credentials");
  return client.openMedia(mediaId, maxBytes);
}
