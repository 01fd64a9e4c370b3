"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import { useNearBottom } from "@/lib/client/use-near-bottom";
import { ContactAvatar } from "./contact-avatar";
import { useForwardingContacts, type ForwardContact as Contact } from "./use-forwarding-contacts";

/** Spec sections 5 and 9: at most 5 contacts; the search waits 400 ms; the next page loads 100 px from the end. */
export const MAX_FORWARD_CONTACTS = 5;
const NEXT_PAGE_PX = 100;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; messageIds: number[]; onForwarded: () => void };

export function ForwardDialog({ open, onOpenChange, messageIds, onForwarded }: Props) {
  const t = useTranslations("forward");
  const showError = useErrorToast();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Contact[]>([]);
  const [busy, setBusy] = useState(false);
  const term = useDebouncedValue(search.trim().toLowerCase(), 400);
  const { contacts, loading, loadMore } = useForwardingContacts(open, term, showError);
  const scroller = useNearBottom<HTMLUListElement>(loadMore, NEXT_PAGE_PX, contacts?.length ?? 0);

  const toggle = (contact: Contact) => {
    if (chosen.some((c) => c.id === contact.id)) return setChosen(chosen.filter((c) => c.id !== contact.id));
    if (chosen.length >= MAX_FORWARD_CONTACTS) return toast.error(t("tooMany"));
    setChosen([...chosen, contact]);
  };

  const forward = async () => {
    if (!chosen.length) return toast.error(t("noneSelected"));
    setBusy(true);
    try {
      await api("/messages/forward", { method: "POST", json: { messageIds, contactIds: chosen.map((c) => c.id) } });
      toast.success(t("success"));
      setChosen([]);
      onOpenChange(false);
      onForwarded();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("cancel")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("max")}</DialogDescription>
        </DialogHeader>
        <Input
          type="search"
          aria-label={t("search")}
          placeholder={t("search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ul className="max-h-72 overflow-y-auto" aria-label={t("contacts")} aria-busy={loading} {...scroller}>
          {!loading && contacts?.length === 0 && (
            <li className="p-4 text-center text-sm text-muted-foreground">{t("noResults")}</li>
          )}
          {contacts?.map((contact) => (
            <li key={contact.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-accent">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={chosen.some((c) => c.id === contact.id)}
                  onChange={() => toggle(contact)}
                  aria-label={contact.name}
                />
                <ContactAvatar name={contact.name} url={contact.profilePicUrl} className="size-8" />
                <span className="min-w-0">
                  <span className="block truncate text-sm">{contact.name}</span>
                  <span className="block text-xs text-muted-foreground">{contact.number}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button disabled={busy} onClick={() => void forward()}>
            {t("send", { count: chosen.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
