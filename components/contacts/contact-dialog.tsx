"use client";

// Temporary stand-in for the contacts screen's dialog (same props, see docs/ARCHITECTURE.md):
// it shows the contact read-only until the contacts area's editable dialog replaces this file.
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { fetcher } from "@/lib/client/api";

type Contact = { id: number; name: string; number: string; email: string | null };
type Props = { open: boolean; onOpenChange: (open: boolean) => void; contactId?: number; onSaved?: (contact: Contact) => void };

export function ContactDialog({ open, onOpenChange, contactId }: Props) {
  const t = useTranslations("contactDrawer");
  const { data } = useSWR<Contact>(open && contactId ? `/contacts/${contactId}` : null, fetcher, { shouldRetryOnError: false });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("edit")}</DialogTitle>
          <DialogDescription>{data ? `${data.name} · ${data.number}` : ""}</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
