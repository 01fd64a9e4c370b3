import { z } from "zod";

// Z-API's webhook bodies as developer.z-api.io documents them (webhooks/on-message-received,
// on-whatsapp-message-status-changes, on-webhook-connected, on-whatsapp-disconnected). Objects are
// loose: what is not modelled here is kept, because the whole body becomes the message's raw data.

const optionalText = z.string().nullish();
const mediaUrl = z.url({ protocol: /^https?$/ });

const receivedCallback = z.looseObject({
  type: z.literal("ReceivedCallback"),
  messageId: z.string().min(1),
  /** The contact's number, or the group's id ("...-group"). */
  phone: z.string().min(1),
  fromMe: z.boolean(),
  /** Milliseconds since the epoch. */
  momment: z.number().int().nonnegative(),
  isGroup: z.boolean().optional(),
  isEdit: z.boolean().optional(),
  waitingMessage: z.boolean().optional(),
  chatName: optionalText,
  senderName: optionalText,
  participantPhone: optionalText,
  referenceMessageId: optionalText,
  notification: optionalText,
  text: z.looseObject({ message: z.string(), url: optionalText }).optional(),
  image: z.looseObject({ imageUrl: mediaUrl, mimeType: z.string().min(1), caption: optionalText }).optional(),
  video: z.looseObject({ videoUrl: mediaUrl, mimeType: z.string().min(1), caption: optionalText }).optional(),
  audio: z.looseObject({ audioUrl: mediaUrl, mimeType: z.string().min(1) }).optional(),
  sticker: z.looseObject({ stickerUrl: mediaUrl, mimeType: z.string().min(1) }).optional(),
  document: z
    .looseObject({ documentUrl: mediaUrl, mimeType: z.string().min(1), fileName: optionalText, title: optionalText })
    .optional(),
  location: z
    .looseObject({
      latitude: z.number(),
      longitude: z.number(),
      thumbnailUrl: optionalText,
      url: optionalText,
      name: optionalText,
      address: optionalText,
    })
    .optional(),
  contact: z.looseObject({ displayName: optionalText, vCard: z.string().min(1) }).optional(),
});

const messageStatusCallback = z.looseObject({
  type: z.literal("MessageStatusCallback"),
  /** SENT, RECEIVED, READ or PLAYED. */
  status: z.string().min(1),
  ids: z.array(z.string().min(1)).min(1),
});

const connectedCallback = z.looseObject({
  type: z.literal("ConnectedCallback"),
  connected: z.boolean(),
  phone: optionalText,
});
const disconnectedCallback = z.looseObject({ type: z.literal("DisconnectedCallback"), error: optionalText });

export const zapiWebhookSchema = z.discriminatedUnion("type", [
  receivedCallback,
  messageStatusCallback,
  connectedCallback,
  disconnectedCallback,
]);

/** What every webhook body has; the rest is checked only for the types the inbox handles. */
export const zapiWebhookEnvelope = z.looseObject({ type: z.string().min(1) });

export type ReceivedCallback = z.infer<typeof receivedCallback>;
export type MessageStatusCallback = z.infer<typeof messageStatusCallback>;
