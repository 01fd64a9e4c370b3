"use client";

import { ChevronDown, Pencil, Plus, Send, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { cn } from "@/lib/utils/cn";
import type { Endpoint } from "./types";
import { useWebhookEndpoints } from "./use-webhook-endpoints";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookEndpointDialog } from "./webhook-endpoint-dialog";

/** The tenant's webhook endpoints, each with its state, actions and delivery log. */
export function WebhookEndpointsSection() {
  const t = useTranslations("integrations");
  const { endpoints, loading, refresh } = useWebhookEndpoints();
  const [editing, setEditing] = useState<{ open: boolean; endpoint?: Endpoint }>({ open: false });
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const showError = useErrorToast();
  const remove = async () => {
    if (!deleting) return;
    try {
      await api(`/webhook-endpoints/${deleting.id}`, { method: "DELETE" });
      toast.success(t("webhooks.deleted"));
      setDeleting(null);
      refresh();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <section aria-labelledby="webhooks-title" className="grid gap-3">
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="webhooks-title" className="mr-auto text-lg font-semibold">
          {t("webhooks.title")}
        </h2>
        <Button onClick={() => setEditing({ open: true })}>
          <Plus />
          {t("webhooks.add")}
        </Button>
      </header>
      <p className="text-sm text-muted-foreground">{t("webhooks.intro")}</p>
      {loading && <Spinner className="mx-auto my-4" aria-label={t("loading")} />}
      {endpoints?.length === 0 && <p className="py-4 text-center text-muted-foreground">{t("webhooks.empty")}</p>}
      <ul className="grid gap-3">
        {endpoints?.map((endpoint) => (
          <EndpointItem
            key={endpoint.id}
            endpoint={endpoint}
            onEdit={() => setEditing({ open: true, endpoint })}
            onDelete={() => setDeleting(endpoint)}
          />
        ))}
      </ul>
      <WebhookEndpointDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        endpoint={editing.endpoint}
        onSaved={refresh}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("webhooks.deleteTitle")}
        description={t("webhooks.deleteMessage", { url: deleting?.url ?? "" })}
        confirmLabel={t("webhooks.confirmDelete")}
        cancelLabel={t("cancel")}
        onConfirm={remove}
      />
    </section>
  );
}

function EndpointItem({
  endpoint,
  onEdit,
  onDelete,
}: {
  endpoint: Endpoint;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("integrations.webhooks");
  const [showDeliveries, setShowDeliveries] = useState(false);
  const deliveriesId = useId();
  const showError = useErrorToast();
  const sendTest = async () => {
    try {
      await api(`/webhook-endpoints/${endpoint.id}/test`, { method: "POST" });
      toast.success(t("testSent"));
      setShowDeliveries(true);
    } catch (error) {
      showError(error);
    }
  };
  return (
    <li className="grid gap-3 rounded-md border p-3" aria-label={endpoint.url}>
      <div className="flex flex-wrap items-start gap-2">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <p className="font-medium break-all">{endpoint.url}</p>
          {endpoint.description && <p className="text-sm text-muted-foreground">{endpoint.description}</p>}
          <ul className="flex flex-wrap gap-1" aria-label={t("eventsLabel")}>
            {endpoint.events.map((event) => (
              <li key={event}>
                <Badge variant="secondary">{event}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <Badge variant={endpoint.enabled ? "success" : "destructive"}>
          {endpoint.enabled ? t("statusEnabled") : t("statusDisabled")}
        </Badge>
      </div>
      {!endpoint.enabled && endpoint.disabledReason && (
        <p role="status" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm">
          {t("disabledBecause", { reason: endpoint.disabledReason })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showDeliveries}
          aria-controls={deliveriesId}
          onClick={() => setShowDeliveries((shown) => !shown)}
        >
          <ChevronDown className={cn("transition-transform", showDeliveries && "rotate-180")} />
          {t("showDeliveries")}
        </Button>
        <Button variant="outline" size="sm" disabled={!endpoint.enabled} onClick={() => void sendTest()}>
          <Send />
          {t("test")}
        </Button>
        <div className="ml-auto flex gap-1">
          <Button variant="ghost" size="icon" aria-label={t("edit", { url: endpoint.url })} onClick={onEdit}>
            <Pencil />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t("delete", { url: endpoint.url })} onClick={onDelete}>
            <Trash2 />
          </Button>
        </div>
      </div>
      {showDeliveries && <WebhookDeliveries id={deliveriesId} endpointId={endpoint.id} url={endpoint.url} />}
    </li>
  );
}
