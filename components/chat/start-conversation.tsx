"use client";

import { MessageSquarePlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { useOpenTicket } from "@/components/contacts/use-open-ticket";
import type { Contact } from "@/components/contacts/types";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, fetcher } from "@/lib/client/api";

/**
 * 'Start conversation' on a shared contact card: the tenant's contact of that number (created when
 * there is none, once WhatsApp knows the number: POST /contact), then a ticket of the caller's with
 * it, opened (or the one it already has in progress).
 */
export function StartConversation({ name, number }: { name: string; number: string }) {
  const t = useTranslations("contactCard");
  const showError = useErrorToast();
  const { data: viewer } = useSWR<{ id: number }>("/auth/me", fetcher, { revalidateOnFocus: false });
  const openTicket = useOpenTicket(viewer?.id ?? 0);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { contact } = await api<{ contact: Contact }>("/contact", {
        method: "POST",
        json: { name: name.trim().slice(0, 50), number, email: "" },
      });
      await openTicket(contact);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" size="sm" variant="outline" disabled={busy || !viewer} onClick={() => void start()}>
      <MessageSquarePlusIcon /> {t("start")}
    </Button>
  );
}
