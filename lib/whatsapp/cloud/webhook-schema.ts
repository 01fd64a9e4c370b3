import { z } from "zod";

// Meta's webhook bodies for WhatsApp Business Accounts (the messages field: received messages
// and statuses of ours), as developers.facebook.com documents them and Chatwoot reads them.
// Objects are loose: a message's whole object becomes its raw data.

const text = z.string();
const media = z.looseObject({
  id: z.string().min(1),
  mime_type: z.string().min(1),
  sha256: text.optional(),
  caption: text.optional(),
});

export const cloudMessageSchema = z.looseObject({
  from: z.string().min(1),
  id: z.string().min(1),
  /** Seconds since the epoch, as a string. */
  timestamp: z.coerce.number().int().nonnegative(),
  type: z.string().min(1),
  context: z.looseObject({ id: text.optional(), from: text.optional(), forwarded: z.boolean().optional() }).optional(),
  text: z.looseObject({ body: text }).optional(),
  image: media.optional(),
  video: media.optional(),
  audio: media.extend({ voice: z.boolean().optional() }).optional(),
  sticker: media.extend({ animated: z.boolean().optional() }).optional(),
  document: media.extend({ filename: text.optional() }).optional(),
  location: z
    .looseObject({
      latitude: z.number(),
      longitude: z.number(),
      name: text.optional(),
      address: text.optional(),
      url: text.optional(),
    })
    .optional(),
  contacts: z
    .array(
      z.looseObject({
        name: z
          .looseObject({ formatted_name: text.optional(), first_name: text.optional(), last_name: text.optional() })
          .optional(),
        phones: z
          .array(z.looseObject({ phone: text.optional(), wa_id: text.optional(), type: text.optional() }))
          .optional(),
      }),
    )
    .optional(),
  interactive: z
    .looseObject({
      type: z.string(),
      button_reply: z.looseObject({ id: text, title: text }).optional(),
      list_reply: z.looseObject({ id: text, title: text, description: text.optional() }).optional(),
    })
    .optional(),
  /** A quick-reply button of a template. */
  button: z.looseObject({ text: text, payload: text.optional() }).optional(),
  /** An emoji on one of the chat's messages; an empty emoji takes the reaction away. */
  reaction: z.looseObject({ message_id: z.string().min(1), emoji: text.optional() }).optional(),
});

const statusSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string().min(1),
  timestamp: z.coerce.number().optional(),
  recipient_id: text.optional(),
  errors: z
    .array(z.looseObject({ code: z.number().optional(), title: text.optional(), message: text.optional() }))
    .optional(),
});

const valueSchema = z.looseObject({
  messaging_product: text.optional(),
  metadata: z.looseObject({ display_phone_number: text.optional(), phone_number_id: z.string().min(1) }),
  contacts: z
    .array(z.looseObject({ wa_id: text, profile: z.looseObject({ name: text.optional() }).optional() }))
    .optional(),
  messages: z.array(cloudMessageSchema).optional(),
  statuses: z.array(statusSchema).optional(),
});

export const cloudWebhookSchema = z.looseObject({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.looseObject({
      id: text,
      changes: z.array(z.looseObject({ field: text, value: z.unknown() })),
    }),
  ),
});

/** A change of the messages field; other fields (account updates, templates' reviews) are not read. */
export const cloudMessagesValueSchema = valueSchema;

export type CloudWebhook = z.infer<typeof cloudWebhookSchema>;
export type CloudMessage = z.infer<typeof cloudMessageSchema>;
export type CloudMessagesValue = z.infer<typeof valueSchema>;
export type CloudStatus = z.infer<typeof statusSchema>;
