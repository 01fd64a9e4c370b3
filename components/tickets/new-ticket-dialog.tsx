"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, fetcher } from "@/lib/client/api";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import { TicketAvatar } from "./ticket-avatar";

type Contact = { id: number; name: string; number: string; profilePicUrl: string | null };

// Spec section 9: searches wait 500 ms.
const SEARCH_DEBOUNCE_MS = 500;

/**
 * The new-ticket modal: find a contact (GET /contacts, the text lowercased as spec section 5 says)
 * and start a pending ticket for it (POST /tickets), then open it.
 */
export function NewTicketDialog({
  open,
  onOpenChange,
  userId,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: number;
  onCreated: (ticketId: number) => void;
}) {
  const t = useTranslations("newTicket");
  const showError = useErrorToast();
  const [text, setText] = useState("");
  const [creating, setCreating] = useState<number | null>(null);
  const searchParam = useDebouncedValue(text.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useSWR<{ contacts: Contact[] }>(
    open && searchParam ? `/contacts?${new URLSearchParams({ searchParam, pageNumber: "1" })}` : null,
    fetcher,
  );

  const create = async (contact: Contact) => {
    setCreating(contact.id);
    try {
      const ticket = await api<{ id: number }>("/tickets", {
        method: "POST",
        json: { contactId: contact.id, userId, status: "pending" },
      });
      onOpenChange(false);
      setText("");
      onCreated(ticket.id);
    } catch (error) {
      showError(error);
    } finally {
      setCreating(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <Input
          type="search"
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("search")}
          aria-label={t("search")}
        />
        <ul aria-label={t("results")} className="flex max-h-72 flex-col overflow-y-auto">
          {isLoading && <Spinner className="mx-auto my-3" />}
          {data && !data.contacts.length && (
            <li className="p-3 text-center text-sm text-muted-foreground">{t("noContact")}</li>
          )}
          {data?.contacts.map((contact) => (
            <li key={contact.id}>
              <Button
                type="button"
                variant="ghost"
                className="h-auto w-full justify-start gap-3 py-2"
                disabled={creating !== null}
                onClick={() => void create(contact)}
              >
                <TicketAvatar name={contact.name} picture={contact.profilePicUrl} className="size-8" />
                <span className="flex flex-col items-start">
                  <span>{contact.name}</span>
                  <span className="text-xs text-muted-foreground">{contact.number}</span>
                </span>
                {creating === contact.id && <Spinner className="ml-auto" />}
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
