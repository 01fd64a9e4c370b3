"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import type { QueueOption } from "@/lib/queues/list-queue-options";
import type { ConnectionData } from "@/lib/connections/schemas";
import { ConnectionFields } from "./connection-fields";
import { connectionFormSchema, requestBody, valuesOf, type ConnectionFormValues } from "./connection-form-values";
import type { Connection } from "./types";

type Props = {
  connection?: Connection;
  queues: QueueOption[];
  simulatorEnabled: boolean;
  onSaved: (connection: Connection) => void;
  onCancel: () => void;
};

/** Create (no `connection`) or edit a connection; the server's refusals show as translated toasts. */
export function ConnectionForm({ connection, queues, simulatorEnabled, onSaved, onCancel }: Props) {
  const t = useTranslations("connections.dialog");
  const showError = useErrorToast();
  const form = useForm<ConnectionFormValues, unknown, ConnectionData>({
    resolver: zodResolver(connectionFormSchema) as Resolver<ConnectionFormValues, unknown, ConnectionData>,
    defaultValues: valuesOf(connection),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await api<Connection>(connection ? `/whatsapp/${connection.id}` : "/whatsapp", {
        method: connection ? "PUT" : "POST",
        json: requestBody(values),
      });
      toast.success(t("saved"));
      onSaved(saved);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <ConnectionFields connection={connection} queues={queues} simulatorEnabled={simulatorEnabled} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {connection ? t("save") : t("add")}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
