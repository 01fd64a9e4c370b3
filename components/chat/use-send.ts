"use client";

import { useCallback } from "react";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, type ApiInit } from "@/lib/client/api";
import { withNetworkRetry } from "./network-retry";
import type { ChatMessage, Viewer } from "./types";
import type { useChatMessages } from "./use-chat-messages";

let tempIds = 0;

/** Sends shown at once (optimistic, temporary negative id) and replaced by the stored message. */
export function useSend(ticketId: number, viewer: Viewer | undefined, chat: ReturnType<typeof useChatMessages>) {
  const showError = useErrorToast();
  const { addOptimistic, settle, drop } = chat;

  const sendText = useCallback(
    async (text: string, signature: boolean, quoted: ChatMessage | null) => {
      const tempId = -Date.now() * 100 - (++tempIds % 100);
      const body = signature && viewer ? `*${viewer.name}*\n${text}` : text;
      addOptimistic({
        id: tempId,
        ticketId,
        idGraf: 0,
        body,
        fromMe: true,
        read: true,
        ack: 0,
        mediaUrl: null,
        mediaType: "chat",
        mediaNameOriginal: null,
        createdAt: new Date().toISOString(),
        isDeleted: false,
        editedMessage: null,
        isForwardMessage: false,
        sendError: null,
        sendRetryError: null,
        isPrivate: false,
        user: { id: viewer?.id ?? 0, name: viewer?.name ?? "" },
        mentions: [],
        dataJson: null,
        contact: null,
        quotedMsg: quoted && {
          id: quoted.id,
          body: quoted.body,
          fromMe: quoted.fromMe,
          mediaType: quoted.mediaType,
          isDeleted: quoted.isDeleted,
          contact: quoted.contact,
        },
        optimistic: true,
      });
      try {
        const stored = await withNetworkRetry(() =>
          api<ChatMessage>(`/messages/${ticketId}`, {
            method: "POST",
            json: { body: text, quotedMsg: quoted && { id: quoted.id }, signature },
          }),
        );
        settle(tempId, [stored]);
        return true;
      } catch (error) {
        drop(tempId);
        showError(error);
        return false;
      }
    },
    [ticketId, viewer, addOptimistic, settle, drop, showError],
  );

  /** Posts a send answered by the messages stored, and shows them. */
  const sendStored = useCallback(
    async (path: string, init: ApiInit) => {
      try {
        const { messages } = await api<{ messages: ChatMessage[] }>(path, { method: "POST", ...init });
        settle(0, messages);
        return true;
      } catch (error) {
        showError(error);
        return false;
      }
    },
    [settle, showError],
  );

  const sendFiles = useCallback(
    async (files: File[], text: string) => {
      const form = new FormData();
      form.set("fromMe", "true");
      files.forEach((file, index) => {
        form.append("medias", file);
        form.append("body", index === 0 && text.trim() ? text : file.name);
      });
      return sendStored(`/messages/${ticketId}`, { form });
    },
    [ticketId, sendStored],
  );

  /** A quick answer with a file: the text as the attendant left it, with the answer's file. */
  const sendQuickAnswer = useCallback(
    (quickAnswerId: number, text: string) =>
      sendStored(`/quickAnswers/${quickAnswerId}/send`, { json: { ticketId, body: text } }),
    [ticketId, sendStored],
  );

  return { sendText, sendFiles, sendQuickAnswer };
}
