import path from "node:path";
import { AppError } from "@/lib/errors/app-error";
import type { OutboundMedia, ProviderFactory, SendOptions } from "@/lib/whatsapp/provider";
import { readInstanceStatus, withInstance } from "./instance-status";
import { zapiClient, type ZapiClient } from "./zapi-client";

// A Z-API instance runs at the provider: the session only talks to its HTTP API. Inbound traffic
// (messages, acks, connection changes) arrives through the webhook, never through the session.

function sendMedia(client: ZapiClient, to: string, media: OutboundMedia, options?: SendOptions) {
  const dataUrl = `data:${media.mimetype};base64,${media.data.toString("base64")}`;
  const messageId = options?.quotedId;
  switch (media.mimetype.split("/")[0]) {
    case "image":
      return client.sendImage(to, dataUrl, { caption: media.caption, messageId });
    case "video":
      return client.sendVideo(to, dataUrl, { caption: media.caption, messageId });
    case "audio":
      return client.sendAudio(to, dataUrl, { messageId });
    default: {
      // send-document/{extension}: Z-API names the file type by the path, not the mimetype.
      const extension = path.extname(media.fileName).slice(1).toLowerCase() || "bin";
      return client.sendDocument(to, extension, dataUrl, { fileName: media.fileName, messageId });
    }
  }
}

export const zapiProvider: ProviderFactory = (connection, emit) => {
  if (!connection.zapiInstanceId || !connection.zapiToken) {
    throw new AppError("ERR_WAPP_NOT_INITIALIZED", "The connection has no Z-API instance id and token");
  }
  const client = zapiClient({
    instanceId: connection.zapiInstanceId,
    token: connection.zapiToken,
    clientToken: connection.zapiClientToken,
  });

  return {
    /**
     * Reads the instance's state first: an instance Z-API expired stops at DISCONNECTED with that
     * reason. Then reports CONNECTED for a paired instance, else its current QR. Z-API renews the QR about every
     * 20 s (spec section 4): a later start, e.g. from the fetch-session call, fetches the new one.
     */
    async start() {
      const zapiStatus = await readInstanceStatus(client);
      const expired = withInstance({ type: "status", status: "DISCONNECTED" }, zapiStatus);
      if (expired.reason) return emit(expired);
      const qr = (await client.status()).connected ? { connected: true } : await client.qrCodeImage();
      if (!("value" in qr)) return emit(withInstance({ type: "status", status: "CONNECTED" }, zapiStatus));
      await emit({ type: "qr", qr: qr.value });
      await emit(withInstance({ type: "status", status: "qrcode" }, zapiStatus));
    },
    async sendText(to, body, options) {
      return { id: (await client.sendText(to, body, { messageId: options?.quotedId })).messageId };
    },
    async sendMedia(to, media, options) {
      return { id: (await sendMedia(client, to, media, options)).messageId };
    },
    deleteForEveryone: (to, id) => client.deleteMessage(to, id, true),
    async checkNumber(number) {
      const { exists, phone } = await client.phoneExists(number);
      return exists ? { exists, number: phone || number } : { exists };
    },
    profilePicture: (number) => client.profilePicture(number),
    // The instance keeps running at Z-API; there is nothing of ours to close.
    stop: async () => {},
    logout: () => client.disconnect(),
  };
};
