"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useController, useForm } from "react-hook-form";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { useSocketEvent } from "@/components/realtime/socket-provider";
import { can } from "@/lib/auth/permissions";
import type { Presence } from "@/lib/auth/user-view";
import { channels } from "@/lib/realtime/channels";
import { api, fetcher } from "@/lib/client/api";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import { transferBody, transferSchema, USER_SEARCH_MIN, type TransferForm, type TransferValues } from "./transfer-body";
import type { ChatTicket, Viewer } from "./types";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: "accept" | "transfer";
  ticket: ChatTicket;
  viewer: Viewer;
  onDone: (ticket: ChatTicket) => void;
};

/** The transfer/accept modal (spec sections 2, 4 and 5), confirmed once more before it changes the ticket. */
export function TransferTicketDialog({ open, onOpenChange, mode, ticket, viewer, onDone }: Props) {
  const t = useTranslations("transfer");
  const tm = useTranslations("ticketMove");
  const tp = useTranslations("presence");
  const showError = useErrorToast();
  const [search, setSearch] = useState("");
  const [pending, setPending] = useState<TransferValues | null>(null);
  const term = useDebouncedValue(search.trim(), 500);
  const { data: queues } = useSWR<{ id: number; name: string }[]>(open ? "/queue" : null, fetcher, {
    onError: showError,
  });
  const { data: users, mutate: reloadUsers } = useSWR<{ users: { id: number; name: string; presence: Presence }[] }>(
    open && term.length >= USER_SEARCH_MIN ? `/users?searchParam=${encodeURIComponent(term)}&status=1` : null,
    fetcher,
    { onError: showError },
  );
  // Presence changes arrive as users' updates: the list shows who is online now.
  useSocketEvent(channels.user, () => void reloadUsers());
  const movable = mode === "transfer" && can(viewer, "ticket-options:transferWhatsapp");
  const { data: connections } = useSWR<{ id: number; name: string }[]>(
    open && movable ? "/whatsapp/list" : null,
    fetcher,
    { onError: showError },
  );
  const form = useForm<TransferForm, unknown, TransferValues>({
    resolver: zodResolver(transferSchema),
    values: {
      queueId: ticket.queueId ?? "",
      userId: undefined,
      keepOpen: false,
      whatsappId: ticket.whatsappId ?? undefined,
    },
  });
  const { errors } = form.formState;
  // Held by the form, never read back from the select: the ticket's department shows as chosen
  // once the departments have loaded, and a select drawn before its options cannot empty it.
  const { field: queueField } = useController({ control: form.control, name: "queueId" });

  const confirm = async () => {
    if (!pending) return;
    try {
      const updated = await api<ChatTicket>(`/tickets/${ticket.id}`, {
        method: "PUT",
        json: transferBody(mode, pending, viewer, ticket),
      });
      setPending(null);
      onOpenChange(false);
      onDone(updated);
    } catch (error) {
      showError(error);
    }
  };

  const title = mode === "accept" ? t("acceptTitle") : t("transferTitle");
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={t("cancel")}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={(event) => void form.handleSubmit(setPending)(event)} noValidate>
            <Field label={t("queue")} error={errors.queueId && t("queueRequired")}>
              {(props) => (
                <NativeSelect {...props} {...queueField} value={String(queueField.value ?? "")}>
                  <option value="">{t("chooseQueue")}</option>
                  {queues?.map((queue) => (
                    <option key={queue.id} value={queue.id}>
                      {queue.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label={t("userSearch")} hint={t("userSearchHint")}>
              {(props) => (
                <Input
                  {...props}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  autoComplete="off"
                />
              )}
            </Field>
            {term.length >= USER_SEARCH_MIN && (
              <Field label={t("user")}>
                {(props) => (
                  <NativeSelect
                    {...props}
                    {...form.register("userId", { setValueAs: (v) => (v ? Number(v) : undefined) })}
                  >
                    <option value="">{users?.users.length ? t("noUser") : t("noUsersFound")}</option>
                    {users?.users.map((user) => (
                      <option key={user.id} value={user.id}>
                        {t("userWithPresence", { name: user.name, presence: tp(user.presence) })}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            )}
            {movable && connections && connections.length > 1 && (
              <Field label={tm("connection")}>
                {(props) => (
                  <NativeSelect {...props} {...form.register("whatsappId")}>
                    {connections.map((connection) => (
                      <option key={connection.id} value={connection.id}>
                        {connection.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            )}
            {mode === "transfer" && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4 accent-primary" {...form.register("keepOpen")} />
                {t("keepOpen")}
              </label>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t("cancel")}
              </Button>
              <Button type="submit">{mode === "accept" ? t("accept") : t("transfer")}</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={!!pending}
        onOpenChange={(next) => !next && setPending(null)}
        title={mode === "accept" ? t("confirmAcceptTitle") : t("confirmTransferTitle")}
        description={mode === "accept" ? t("confirmAcceptDescription") : t("confirmDescription")}
        confirmLabel={t("confirm")}
        cancelLabel={t("cancel")}
        onConfirm={confirm}
        tone="default"
      />
    </>
  );
}
