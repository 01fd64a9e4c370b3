"use client";

import { format } from "date-fns";
import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { EmptyTableRow } from "@/components/catalog/empty-table-row";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, fetcher } from "@/lib/client/api";
import { ApiKeyDialog } from "./api-key-dialog";
import { DATE_TIME_FORMAT } from "./date-formats";
import type { ApiKeyRow } from "./types";

/** The tenant's API keys: name, scopes, who made it and when, last use; create and revoke. */
export function ApiKeysSection() {
  const t = useTranslations("integrations");
  const { data: keys, isLoading, mutate } = useSWR<ApiKeyRow[]>("/api-keys", fetcher);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const showError = useErrorToast();
  const revoke = async () => {
    if (!revoking) return;
    try {
      await api(`/api-keys/${revoking.id}`, { method: "DELETE" });
      toast.success(t("keys.revoked"));
      setRevoking(null);
      void mutate();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <section aria-labelledby="api-keys-title" className="grid gap-3">
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="api-keys-title" className="mr-auto text-lg font-semibold">
          {t("keys.title")}
        </h2>
        <Button onClick={() => setCreating(true)}>
          <Plus />
          {t("keys.add")}
        </Button>
      </header>
      <p className="text-sm text-muted-foreground">{t("keys.intro")}</p>
      <div className="rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("keys.columns.name")}</TableHead>
              <TableHead>{t("keys.columns.scopes")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("keys.columns.createdBy")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("keys.columns.createdAt")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("keys.columns.lastUsedAt")}</TableHead>
              <TableHead className="w-12 text-right">{t("keys.columns.actions")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {keys?.map((key) => (
              <TableRow key={key.id}>
                <TableCell className="max-w-40 truncate font-medium">{key.name}</TableCell>
                <TableCell className="whitespace-normal">
                  <ul className="flex flex-wrap gap-1">
                    {key.scopes.map((scope) => (
                      <li key={scope}>
                        <Badge variant="secondary">{scope}</Badge>
                      </li>
                    ))}
                  </ul>
                </TableCell>
                <TableCell className="hidden md:table-cell">{key.createdBy?.name ?? "—"}</TableCell>
                <TableCell className="hidden whitespace-nowrap md:table-cell">
                  {format(new Date(key.createdAt), DATE_TIME_FORMAT)}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">
                  {key.lastUsedAt ? format(new Date(key.lastUsedAt), DATE_TIME_FORMAT) : t("never")}
                </TableCell>
                <TableCell className="text-right">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("keys.revoke", { name: key.name })}
                    onClick={() => setRevoking(key)}
                  >
                    <Trash2 />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {keys?.length === 0 && <EmptyTableRow colSpan={6}>{t("keys.empty")}</EmptyTableRow>}
          </TableBody>
        </Table>
        {isLoading && <Spinner className="mx-auto my-4" aria-label={t("loading")} />}
      </div>
      <ApiKeyDialog open={creating} onOpenChange={setCreating} onCreated={() => void mutate()} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t("keys.revokeTitle", { name: revoking?.name ?? "" })}
        description={t("keys.revokeMessage")}
        confirmLabel={t("keys.confirmRevoke")}
        cancelLabel={t("cancel")}
        onConfirm={revoke}
      />
    </section>
  );
}
