import type { Readable } from "node:stream";
import { prisma } from "@/lib/db/client";
import { MediaUnavailableError } from "@/lib/media/byte-limit";
import { graphClient } from "./graph-client";

type MediaFields = Partial<Record<"image" | "video" | "audio" | "sticker" | "document", { id?: unknown }>>;

/** The media id of a stored Cloud API message (image.id, document.id, ...). */
export function cloudMediaIdOf(payload: unknown): string {
  const fields = (payload ?? {}) as MediaFields;
  const id = (["image", "video", "audio", "sticker", "document"] as const).map((kind) => fields[kind]?.id).find((value) => typeof value === "string");
  if (typeof id !== "string") throw new MediaUnavailableError("The webhook payload has no media id");
  return id;
}

/** A received file, fetched by its id from the Graph API with the connection's token, streamed and capped. */
export async function openCloudMedia(whatsappId: number, payload: unknown, maxBytes: number): Promise<Readable> {
  const mediaId = cloudMediaIdOf(payload);
  const connection = await prisma.whatsapp.findUnique({
    where: { id: whatsappId },
    select: { cloudPhoneNumberId: true, cloudAccessToken: true },
  });
  if (!connection?.cloudPhoneNumberId || !connection.cloudAccessToken) throw new MediaUnavailableError("The connection has no Cloud API credentials");
  return graphClient({ phoneNumberId: connection.cloudPhoneNumberId, accessToken: connection.cloudAccessToken }).openMedia(mediaId, maxBytes);
}
