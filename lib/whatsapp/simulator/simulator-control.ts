import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { InboundMessage, MessageKind } from "@/lib/whatsapp/provider";
import { sessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { newMessageId } from "./simulator-phone";
import { isSimulatorSession } from "./simulator-session";
import { simulatorEnabled } from "./simulator-enabled";

/** The simulated phone of one of the caller's simulator connections. */
export async function simulatorOf(caller: Caller, whatsappId: number) {
  assertAdmin(caller);
  const connection = simulatorEnabled()
    ? await prisma.whatsapp.findFirst({ where: { id: whatsappId, idGraf: caller.idGraf, provider: "simulator" }, select: { id: true } })
    : null;
  if (!connection) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  const session = sessionManager().session(connection.id);
  if (!isSimulatorSession(session)) throw new AppError("ERR_WAPP_NOT_INITIALIZED", "Connection not initialized");
  return session;
}

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
    .object({ data: z.base64().max(20_000_000), mimetype: z.string().min(3).max(100), fileName: z.string().max(255).optional() })
    .optional(),
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  quotedId: z.string().max(128).optional(),
  group: z.string().regex(/^\d{8,30}$/).optional(),
});

/** A contact's message as the provider would deliver it. */
export function simulatedInbound(input: z.output<typeof inboundSchema>): InboundMessage {
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
    media: media && {
      mimetype: media.mimetype,
      fileName: media.fileName,
      download: async () => Buffer.from(media.data, "base64"),
    },
    location: input.location,
    raw: { simulator: { ...input, media: media && { mimetype: media.mimetype, fileName: media.fileName } } },
  };
}

export const ackSchema = z.object({ id: z.string().min(1).max(128), ack: z.number().int().min(0).max(5) });
