import { AppError } from "@/lib/errors/app-error";
import type {
  OutboundMedia,
  OutboundTemplate,
  ProviderFactory,
  SendOptions,
  TemplateParameter,
} from "@/lib/whatsapp/provider";
import { CloudApiError, graphClient, type GraphClient } from "./graph-client";

// A WhatsApp Cloud API number lives at Meta: the session only calls the Graph API. Inbound
// traffic (messages, statuses) arrives through the signed webhook, never through the session.
// Meta chooses every message's id (wamid), so a send cannot be given ours (SendOptions.id).

const context = (options?: SendOptions) => (options?.quotedId ? { context: { message_id: options.quotedId } } : {});

/** How Meta takes a file: the kinds it plays inline, a webp as a sticker, anything else a document. */
function typeOf(mimetype: string): "image" | "video" | "audio" | "sticker" | "document" {
  if (mimetype === "image/jpeg" || mimetype === "image/png") return "image";
  if (mimetype === "image/webp") return "sticker";
  if (mimetype === "video/mp4" || mimetype === "video/3gpp") return "video";
  return mimetype.startsWith("audio/") ? "audio" : "document";
}

async function sendMedia(client: GraphClient, to: string, media: OutboundMedia, options?: SendOptions) {
  const type = typeOf(media.mimetype);
  const id = await client.uploadMedia(media.data, media.mimetype, media.fileName);
  const caption =
    media.caption && (type === "image" || type === "video" || type === "document") ? { caption: media.caption } : {};
  const filename = type === "document" ? { filename: media.fileName } : {};
  return client.sendMessage({
    recipient_type: "individual",
    to,
    type,
    [type]: { id, ...caption, ...filename },
    ...context(options),
  });
}

const parameters = (values: TemplateParameter[]) =>
  values.map((value) => ({ type: "text", text: value.text, ...(value.name ? { parameter_name: value.name } : {}) }));

function templateMessage(to: string, template: OutboundTemplate) {
  const components = [
    ...(template.header.length ? [{ type: "header", parameters: parameters(template.header) }] : []),
    ...(template.body.length ? [{ type: "body", parameters: parameters(template.body) }] : []),
  ];
  return {
    recipient_type: "individual",
    to,
    type: "template",
    template: { name: template.name, language: { code: template.language }, components },
  };
}

export const cloudProvider: ProviderFactory = (connection, emit) => {
  if (!connection.cloudPhoneNumberId || !connection.cloudAccessToken) {
    throw new AppError("ERR_WAPP_NOT_INITIALIZED", "The connection has no Cloud API number id and access token");
  }
  const client = graphClient({
    phoneNumberId: connection.cloudPhoneNumberId,
    businessAccountId: connection.cloudBusinessAccountId,
    accessToken: connection.cloudAccessToken,
  });

  return {
    /** CONNECTED with the number's digits when Meta answers for the number and token; a refusal throws (DISCONNECTED). */
    async start() {
      const number = await client.phoneNumber();
      const phoneNumber = number.display_phone_number?.replace(/\D/g, "");
      await emit({ type: "status", status: "CONNECTED", ...(phoneNumber ? { phoneNumber } : {}) });
    },
    sendText: (to, body, options) =>
      client.sendMessage({ recipient_type: "individual", to, type: "text", text: { body }, ...context(options) }),
    sendMedia: (to, media, options) => sendMedia(client, to, media, options),
    sendReaction: (to, targetId, emoji) =>
      client.sendMessage({
        recipient_type: "individual",
        to,
        type: "reaction",
        reaction: { message_id: targetId, emoji },
      }),
    sendTemplate: (to, template) => client.sendMessage(templateMessage(to, template)),
    // The Cloud API cannot take back a message once sent.
    deleteForEveryone: async () => {
      throw new CloudApiError("ERR_DELETE_WAPP_MSG", "delete (not offered by the Cloud API)");
    },
    // Meta has no lookup of numbers: a number without WhatsApp fails its send with a status.
    checkNumber: async (number) => ({ exists: true, number }),
    profilePicture: async () => undefined,
    // Nothing of ours runs, and nothing is paired: the number stays registered at Meta.
    stop: async () => {},
    logout: async () => {},
  };
};
