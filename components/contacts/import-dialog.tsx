"use client";

import { Smartphone, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import type { ImportConnection } from "@/lib/contacts/list-import-connections";
import type { ImportResult, ImportSource } from "./types";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  connections: ImportConnection[];
  onImported: (result: ImportResult, source: ImportSource) => void;
};

/** Imports contacts from a CSV file or from the phone of a paired connection. */
export function ImportDialog({ open, onOpenChange, connections, onImported }: Props) {
  const t = useTranslations("contactImport");
  const showError = useErrorToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<number>();
  const whatsappId = chosen ?? connections[0]?.id;

  const run = async (source: ImportSource, request: () => Promise<ImportResult>) => {
    setBusy(true);
    try {
      onImported(await request(), source);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const uploadFile = (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return run("file", () => api<ImportResult>("/contacts/import", { method: "POST", form }));
  };
  const fromConnection = (id: number) =>
    run("connection", () => api<ImportResult>("/contacts/import", { method: "POST", json: { whatsappId: id } }));

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="file">
          <TabsList className="flex w-full">
            <TabsTrigger value="file">{t("fromFile")}</TabsTrigger>
            <TabsTrigger value="connection">{t("fromConnection")}</TabsTrigger>
          </TabsList>
          <TabsContent value="file" className="grid gap-3 pt-4">
            <p className="text-sm text-muted-foreground">{t("fileHint")}</p>
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
                if (file) void uploadFile(file);
              }}
            />
            <Button disabled={busy} onClick={() => input.current?.click()}>
              <Upload />
              {busy ? t("importing") : t("chooseFile")}
            </Button>
          </TabsContent>
          <TabsContent value="connection" className="grid gap-3 pt-4">
            {whatsappId === undefined ? (
              <p className="text-sm text-muted-foreground">{t("noConnections")}</p>
            ) : (
              <>
                <Field label={t("connection")} hint={t("connectionHint")}>
                  {(props) => (
                    <NativeSelect
                      {...props}
                      value={whatsappId}
                      disabled={busy}
                      onChange={(event) => setChosen(Number(event.target.value))}
                    >
                      {connections.map((connection) => (
                        <option key={connection.id} value={connection.id}>
                          {connection.name}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                <Button disabled={busy} onClick={() => void fromConnection(whatsappId)}>
                  <Smartphone />
                  {busy ? t("importing") : t("importConnection")}
                </Button>
              </>
            )}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
