import { z } from "zod";
import type { InboundMessage, MessageKind } from "@/lib/whatsapp/provider";
import { newMessageId } from "./simulator-phone";

// What the simulator API takes in as a contact's message, and the provider message made of it.
const kinds = {
  text: "conversation",
  image: "image",
  video: "video",
  audio: "audio",
  sticker: "sticker",
  document: "document",
  location: "locationMessage",
  contact: "contactMessage",
} as const satisfies Record<string, MessageKind>;

export const inboundSchema = z.object({
  id: z.string().trim().min(1).max(128).optional(),
  from: z.string().regex(/^\d{8,15}$/, "digits only, 8 to 15"),
  name: z.string().trim().max(100).optional(),
  body: z.string().max(30000).default(""),
  type: z.enum(Object.keys(kinds) as [keyof typeof kinds, ...(keyof typeof kinds)[]]).default("text"),
  media: z
    .object({
      data: z.base64().max(20_000_000),
      mimetype: z.string().min(3).max(100),
      fileName: z.string().max(255).optional(),
    })
    .optional(),
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  quotedId: z.string().max(128).optional(),
  group: z
    .string()
    .regex(/^\d{8,30}$/)
    .optional(),
});

export type SimulatedInput = z.output<typeof inboundSchema>;

/**
 * A contact's message as the provider would deliver it. Its file was already put in the media
 * store (`stagedKey`), as WhatsApp's servers hold a file until the receiver downloads it.
 */
export function simulatedInbound(input: SimulatedInput, stagedKey?: string): InboundMessage {
  const media = input.media;
  return {
    id: input.id ?? newMessageId(),
    chatId: input.group ?? input.from,
    isGroup: !!input.group,
    fromMe: false,
    contact: { number: input.from, name: input.name },
    kind: media && input.type === "text" ? "document" : kinds[input.type],
    body: input.body || media?.fileName || "",
    timestamp: new Date(),
    quotedId: input.quotedId,
    media: media && { mimetype: media.mimetype, fileName: media.fileName },
    location: input.location,
    raw: { simulator: { ...input, media: media && { mimetype: media.mimetype, fileName: media.fileName, stagedKey } } },
  };
}
