"use client";

import { FileXIcon } from "lucide-react";
import { useTranslations } from "next-intl";

/** A received file over the server's size limit: the message is kept, its file was not. */
export function MediaTooLarge({ name }: { name: string }) {
  const t = useTranslations("mediaLimits");
  return (
    <div className="flex items-start gap-2 text-sm" role="note">
      <FileXIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <div>
        <p className="text-destructive">{t("tooLarge")}</p>
        {name && <p className="break-all text-muted-foreground">{t("fileName", { name })}</p>}
      </div>
    </div>
  );
}
