"use client";

import { format } from "date-fns";
import { RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { DATE_TIME_FORMAT, TIME_FORMAT } from "./date-formats";
import type { Delivery } from "./types";
import { useWebhookDeliveries } from "./use-webhook-deliveries";

type Status = "pending" | "retrying" | "delivered" | "failed";

/** A pending delivery that was tried already is waiting for its next try. */
const statusOf = (delivery: Delivery): Status =>
  delivery.status === "pending" && delivery.attempts > 0 ? "retrying" : (delivery.status as Status);

const BADGE: Record<Status, BadgeProps["variant"]> = {
  pending: "secondary",
  retrying: "outline",
  delivered: "success",
  failed: "destructive",
};

/** Whether an admin would want to send it again now: it failed, or is waiting after a failure. */
const mayRetry = (status: Status) => status === "failed" || status === "retrying";

/** An endpoint's delivery log, live: event, status, attempts, last answer, latency, next try; retry. */
export function WebhookDeliveries({ endpointId, url, id }: { endpointId: string; url: string; id: string }) {
  const t = useTranslations("integrations.deliveries");
  const { deliveries, loading, hasMore, loadMore } = useWebhookDeliveries(endpointId);
  const showError = useErrorToast();
  const retry = async (delivery: Delivery) => {
    try {
      await api(`/webhook-endpoints/${endpointId}/deliveries/${delivery.id}/retry`, { method: "POST" });
      toast.success(t("retried"));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <section id={id} aria-label={t("title", { url })} className="grid gap-2">
      <ul className="grid gap-2" aria-live="polite">
        {deliveries.map((delivery) => {
          const status = statusOf(delivery);
          return (
            <li
              key={delivery.id}
              className="grid gap-1 rounded-md border p-2 text-sm"
              data-delivery={delivery.eventType}
            >
              <div className="flex flex-wrap items-center gap-2">
                <code className="font-medium">{delivery.eventType}</code>
                <Badge variant={BADGE[status]}>{t(`status.${status}`)}</Badge>
                <span className="text-xs text-muted-foreground">
                  {format(new Date(delivery.createdAt), DATE_TIME_FORMAT)}
                </span>
                {mayRetry(status) && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="ml-auto"
                    aria-label={t("retryLabel", { event: delivery.eventType })}
                    onClick={() => void retry(delivery)}
                  >
                    <RotateCw />
                    {t("retry")}
                  </Button>
                )}
              </div>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
                <Fact term={t("columns.attempts")}>{delivery.attempts}</Fact>
                <Fact term={t("columns.response")}>{delivery.lastStatusCode ?? delivery.lastError ?? "—"}</Fact>
                <Fact term={t("columns.latency")}>
                  {delivery.latencyMs === null ? "—" : t("latencyMs", { ms: delivery.latencyMs })}
                </Fact>
                {status !== "delivered" && status !== "failed" && delivery.nextAttemptAt && (
                  <Fact term={t("columns.nextTry")}>{format(new Date(delivery.nextAttemptAt), TIME_FORMAT)}</Fact>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
      {!loading && deliveries.length === 0 && <p className="text-sm text-muted-foreground">{t("empty")}</p>}
      {loading && <Spinner className="mx-auto my-2" aria-label={t("title", { url })} />}
      {hasMore && !loading && (
        <Button variant="outline" size="sm" className="justify-self-center" onClick={loadMore}>
          {t("loadMore")}
        </Button>
      )}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="text-muted-foreground">{term}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
