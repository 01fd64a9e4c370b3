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
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { QueueChoice, Ticket } from "./types";

/** Accepting a ticket without a department: the department is required (spec section 5, transfer modal). */
export function AcceptTicketDialog({
  ticket,
  queues,
  onOpenChange,
  onConfirm,
}: {
  ticket: Ticket | null;
  queues: QueueChoice[];
  onOpenChange: (open: boolean) => void;
  onConfirm: (queueId: number) => Promise<void>;
}) {
  const t = useTranslations("ticketsList");
  // With one department to choose from it is chosen already.
  const [queueId, setQueueId] = useState(queues.length === 1 ? String(queues[0].id) : "");
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={ticket !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("acceptTitle")}</DialogTitle>
          <DialogDescription>{ticket?.contact.name}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setBusy(true);
            void onConfirm(Number(queueId)).finally(() => setBusy(false));
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="accept-queue">{t("department")}</Label>
            <NativeSelect id="accept-queue" required value={queueId} onChange={(e) => setQueueId(e.target.value)}>
              <option value="">{t("chooseDepartment")}</option>
              {queues.map((queue) => (
                <option key={queue.id} value={queue.id}>
                  {queue.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={!queueId || busy}>
              {t("accept")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
