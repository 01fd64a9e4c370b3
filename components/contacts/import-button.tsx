"use client";

import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ImportConnection } from "@/lib/contacts/list-import-connections";
import { ImportDialog } from "./import-dialog";
import { ImportResultDialog } from "./import-result-dialog";
import type { ImportResult, ImportSource } from "./types";

type Props = { connections: ImportConnection[]; onImported: () => void };

/** The import button: a file or a paired connection's phone, then what happened contact by contact. */
export function ImportButton({ connections, onImported }: Props) {
  const t = useTranslations("contactImport");
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ result: ImportResult; source: ImportSource } | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload />
        {t("import")}
      </Button>
      <ImportDialog
        open={open}
        onOpenChange={setOpen}
        connections={connections}
        onImported={(result, source) => {
          setOpen(false);
          setOutcome({ result, source });
          onImported();
        }}
      />
      <ImportResultDialog outcome={outcome} onOpenChange={(next) => !next && setOutcome(null)} />
    </>
  );
}
