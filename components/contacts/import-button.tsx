"use client";

import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { useErrorToast } from "@/lib/client/use-error-toast";
import { ImportResultDialog } from "./import-result-dialog";
import type { ImportResult } from "./types";

/** Picks a CSV file, imports it, and shows what happened line by line. */
export function ImportButton({ onImported }: { onImported: () => void }) {
  const t = useTranslations("contactImport");
  const showError = useErrorToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    setBusy(true);
    try {
      setResult(await api<ImportResult>("/contacts/import", { method: "POST", form }));
      onImported();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label={t("file")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        <Upload />
        {busy ? t("importing") : t("import")}
      </Button>
      <ImportResultDialog result={result} onOpenChange={(open) => !open && setResult(null)} />
    </>
  );
}
