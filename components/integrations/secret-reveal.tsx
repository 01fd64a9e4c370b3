"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { DialogFooter } from "@/components/ui/dialog";

/** A secret the server answers once (an API key, a signing secret): copy it now or never. */
export function SecretReveal({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const t = useTranslations("integrations");
  return (
    <div className="grid gap-4">
      <p
        role="alert"
        className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <TriangleAlert className="size-4 shrink-0" aria-hidden />
        {t("secretOnce")}
      </p>
      <CopyField
        label={label}
        value={value}
        texts={{ copy: t("copy"), copyLabel: t("copyField", { field: label }), copied: t("copied") }}
      />
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {t("done")}
        </Button>
      </DialogFooter>
    </div>
  );
}
