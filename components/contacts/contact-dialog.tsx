"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { FormDialog } from "@/components/catalog/form-dialog";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { fetcher } from "@/lib/client/api";
import { ContactForm } from "./contact-form";
import type { Contact } from "./types";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact to edit; without it the dialog creates one. */
  contactId?: number;
  onSaved?: (contact: Contact) => void;
};

/** The contact modal of the spec (add and edit), used by the contacts screen and the chat's contact drawer. */
export function ContactDialog({ open, onOpenChange, contactId, onSaved }: Props) {
  const t = useTranslations("contactDialog");
  const showError = useErrorToast();
  const { data: contact, mutate } = useSWR<Contact>(open && contactId ? `/contacts/${contactId}` : null, fetcher, {
    onError: showError,
  });
  const title = contactId ? t("editTitle") : t("addTitle");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t("close")}
      loading={Boolean(contactId && !contact)}
      loadingLabel={t("loading")}
    >
      <ContactForm
        key={contact?.id ?? "new"}
        contact={contact}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          if (contactId) void mutate(saved, { revalidate: false });
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </FormDialog>
  );
}
