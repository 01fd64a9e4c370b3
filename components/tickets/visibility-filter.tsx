"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

export type Visibility = "me" | "all";

/** 'My tickets' or 'all tickets'; All is disabled, with the spec's tooltip, without the right. */
export function VisibilityFilter({
  value,
  onChange,
  allMayBeSeen,
}: {
  value: Visibility;
  onChange: (value: Visibility) => void;
  allMayBeSeen: boolean;
}) {
  const t = useTranslations("tickets");
  const option = (visibility: Visibility) => (
    <Button
      type="button"
      size="sm"
      variant={value === visibility ? "default" : "outline"}
      aria-pressed={value === visibility}
      disabled={visibility === "all" && !allMayBeSeen}
      onClick={() => onChange(visibility)}
    >
      {t(visibility === "me" ? "visibilityMe" : "visibilityAll")}
    </Button>
  );
  return (
    <div role="group" aria-label={t("visibility")} className="flex gap-1">
      {option("me")}
      {allMayBeSeen ? (
        option("all")
      ) : (
        <Tooltip>
          <TooltipTrigger asChild>
            {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
            <span tabIndex={0}>{option("all")}</span>
          </TooltipTrigger>
          <TooltipContent>{t("noPermissionAll")}</TooltipContent>
        </Tooltip>
      )}
    </div>
  );
}
