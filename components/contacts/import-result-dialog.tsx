"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ImportResult, ImportSource } from "./types";

type Props = { outcome: { result: ImportResult; source: ImportSource } | null; onOpenChange: (open: boolean) => void };

/** What an import did: how many contacts were created and updated, and each rejected line (or phone contact) with why. */
export function ImportResultDialog({ outcome, onOpenChange }: Props) {
  const t = useTranslations("contactImport");
  const reason = (key: string) => (t.has(`reasons.${key}`) ? t(`reasons.${key}`) : key);
  const result = outcome?.result;
  const fromFile = outcome?.source !== "connection";
  return (
    <Dialog open={outcome !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("resultTitle")}</DialogTitle>
          <DialogDescription>
            {t(fromFile ? "summary" : "summaryConnection", {
              created: result?.created ?? 0,
              updated: result?.updated ?? 0,
              rejected: result?.rejected.length ?? 0,
            })}
          </DialogDescription>
        </DialogHeader>
        {!!result?.rejected.length && (
          <section aria-labelledby="contact-import-rejected">
            <h3 id="contact-import-rejected" className="mb-2 text-sm font-medium">
              {t(fromFile ? "rejectedTitle" : "rejectedContactsTitle")}
            </h3>
            <ul className="grid max-h-64 gap-1 overflow-y-auto text-sm" data-testid="import-rejected">
              {result.rejected.map(({ line, reason: key }) => (
                <li key={line}>{t(fromFile ? "rejectedLine" : "rejectedContact", { line, reason: reason(key) })}</li>
              ))}
            </ul>
          </section>
        )}
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t("ok")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
