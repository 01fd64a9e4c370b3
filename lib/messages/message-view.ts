import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isMediaKey } from "@/lib/media/media-store";
import { mediaPath } from "./open-media";
import { publicDataJson } from "./public-data-json";

// A message as the API and the realtime channels show it (spec section 3).
const contactSelect = { select: { id: true, name: true, profilePicUrl: true } } as const;

export const messageViewSelect = {
  id: true,
  ticketId: true,
  idGraf: true,
  body: true,
  fromMe: true,
  read: true,
  ack: true,
  mediaUrl: true,
  mediaType: true,
  mediaNameOriginal: true,
  createdAt: true,
  isDeleted: true,
  editedMessage: true,
  isForwardMessage: true,
  sendError: true,
  isPrivate: true,
  /** The attendant who wrote it (a note's author). */
  user: { select: { id: true, name: true } },
  mentions: { select: { user: { select: { id: true, name: true } } } },
  dataJson: true,
  contact: contactSelect,
  quotedMsg: { select: { id: true, body: true, fromMe: true, mediaType: true, isDeleted: true, contact: contactSelect } },
} satisfies Prisma.MessageSelect;

type Row = Prisma.MessageGetPayload<{ select: typeof messageViewSelect }>;

/** Stored media keys become their download path (PENDING, ERROR and TOO_LARGE stay); the raw payload only what the chat shows. */
export function toMessageView({ mentions, ...row }: Row) {
  const { mediaUrl } = row;
  return {
    ...row,
    mentions: mentions.map((mention) => mention.user),
    mediaUrl: mediaUrl && isMediaKey(mediaUrl) ? mediaPath(row.idGraf, mediaUrl) : mediaUrl,
    dataJson: publicDataJson(row.dataJson),
  };
}

export type MessageView = ReturnType<typeof toMessageView>;

/** A stored message as the API shows it, by its id (the caller has already been checked). */
export async function messageViewOf(id: number) {
  return toMessageView(await prisma.message.findUniqueOrThrow({ where: { id }, select: messageViewSelect }));
}
