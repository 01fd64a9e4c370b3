"use client";

import { CircleAlertIcon, RotateCwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useErrorText, useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";

/**
 * The mark of a message whose send failed for good, in place of its ticks: the reason shows when
 * pointed at or tapped, with 'send again', which queues the message once more. The chat follows
 * from the message's update on the socket; one click sends once (the button waits for the answer,
 * and the server queues only a message that is still failed).
 */
export function SendFailure({ messageId, code }: { messageId: number; code: string }) {
  const t = useTranslations("sendFailure");
  const errorText = useErrorText();
  const showError = useErrorToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const reason = errorText({ code });
  const sendAgain = async () => {
    setBusy(true);
    try {
      await api(`/messages/${messageId}/resend`, { method: "POST" });
      setOpen(false);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={t("notSent", { reason })}
        data-testid="send-failure"
        className="rounded text-destructive outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onPointerEnter={(event) => event.pointerType === "mouse" && setOpen(true)}
      >
        <CircleAlertIcon className="size-3.5" />
      </PopoverTrigger>
      <PopoverContent align="end" className="grid gap-2">
        <p className="font-medium text-destructive">{t("title")}</p>
        <p>{reason}</p>
        <Button size="sm" disabled={busy} onClick={() => void sendAgain()}>
          <RotateCwIcon /> {t("sendAgain")}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
