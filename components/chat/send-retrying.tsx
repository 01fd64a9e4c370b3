"use client";

import { RotateCwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useErrorText } from "@/components/ui/use-error-toast";

/**
 * The mark of a message whose send failed and will be tried again, in place of its clock: said from
 * the first failure, with the reason when pointed at or focused (and to screen readers), until the
 * message is sent (its ticks) or fails for good (SendFailure).
 */
export function SendRetrying({ code }: { code: string }) {
  const t = useTranslations("sendFailure");
  const errorText = useErrorText();
  const label = t("retryingWhy", { reason: errorText({ code }) });
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          role="img"
          tabIndex={0}
          aria-label={label}
          data-testid="send-retrying"
          className="flex items-center gap-0.5 rounded text-amber-700 outline-none focus-visible:ring-2 focus-visible:ring-ring dark:text-amber-400"
        >
          <RotateCwIcon className="size-3 motion-safe:animate-spin motion-safe:[animation-duration:2s]" />
          {t("retrying")}
        </span>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
