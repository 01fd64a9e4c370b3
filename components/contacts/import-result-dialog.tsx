"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ImportResult } from "./types";

type Props = { result: ImportResult | null; onOpenChange: (open: boolean) => void };

/** What an import did: how many contacts were created and updated, and each rejected line with why. */
export function ImportResultDialog({ result, onOpenChange }: Props) {
  const t = useTranslations("contactImport");
  const reason = (key: string) => (t.has(`reasons.${key}`) ? t(`reasons.${key}`) : key);
  return (
    <Dialog open={result !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("resultTitle")}</DialogTitle>
          <DialogDescription>{t("summary", { created: result?.created ?? 0, updated: result?.updated ?? 0, rejected: result?.rejected.length ?? 0 })}</DialogDescription>
        </DialogHeader>
        {!!result?.rejected.length && (
          <section aria-labelledby="contact-import-rejected">
            <h3 id="contact-import-rejected" className="mb-2 text-sm font-medium">
              {t("rejectedTitle")}
            </h3>
            <ul className="grid max-h-64 gap-1 overflow-y-auto text-sm" data-testid="import-rejected">
              {result.rejected.map(({ line, reason: key }) => (
                <li key={line}>{t("rejectedLine", { line, reason: reason(key) })}</li>
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
