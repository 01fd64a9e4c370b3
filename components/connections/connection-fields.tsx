"use client";

import { useTranslations } from "next-intl";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { QueueCheckboxes } from "@/components/queues/queue-checkboxes";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SwitchField } from "@/components/ui/switch-field";
import { Textarea } from "@/components/ui/textarea";
import type { QueueOption } from "@/lib/queues/list-queue-options";
import { PROVIDER_KINDS } from "@/lib/whatsapp/provider";
import { hasManyQueues, type ConnectionFormValues } from "./connection-form-values";
import type { Connection } from "./types";
import { useFieldError } from "./use-field-error";
import { WorkHoursFields } from "./work-hours-fields";
import { CloudFields } from "./cloud-fields";
import { ZapiFields } from "./zapi-fields";

type Props = { connection?: Connection; queues: QueueOption[]; simulatorEnabled: boolean };

/** The connection's fields (spec section 3); provider, queues and work hours decide what else shows. */
export function ConnectionFields({ connection, queues, simulatorEnabled }: Props) {
  const t = useTranslations("connections.form");
  const errorOf = useFieldError();
  const { register, control } = useFormContext<ConnectionFormValues>();
  const [provider, queueIds, defineWorkHours] = useWatch({
    control,
    name: ["provider", "queueIds", "defineWorkHours"],
  });
  const providers = PROVIDER_KINDS.filter(
    (kind) => kind !== "simulator" || simulatorEnabled || connection?.provider === kind,
  );

  return (
    <>
      <Field error={errorOf("name")} label={t("name")}>
        {(props) => <Input autoComplete="off" {...props} {...register("name")} />}
      </Field>
      <Field error={errorOf("provider")} label={t("provider")}>
        {(props) => (
          <NativeSelect {...props} {...register("provider")}>
            {providers.map((kind) => (
              <option key={kind} value={kind}>
                {t(`providers.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {provider === "zapi" && (
        <ZapiFields editing={!!connection} savedZapiId={connection?.provider === "zapi" ? connection.id : undefined} />
      )}
      {provider === "cloud" && (
        <CloudFields
          editing={!!connection}
          savedCloudId={connection?.provider === "cloud" ? connection.id : undefined}
        />
      )}
      <Field error={errorOf("defaultDepartment")} label={t("defaultDepartment")}>
        {(props) => (
          <NativeSelect {...props} {...register("defaultDepartment")}>
            <option value="">{t("chooseDepartment")}</option>
            {queues.map((queue) => (
              <option key={queue.id} value={queue.id}>
                {queue.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Controller
        control={control}
        name="queueIds"
        render={({ field }) => (
          <QueueCheckboxes
            queues={queues}
            value={field.value}
            onChange={field.onChange}
            legend={t("queues")}
            emptyText={t("noQueues")}
          />
        )}
      />
      <Field error={errorOf("greetingMessage")} label={t("greetingMessage")}>
        {(props) => <Textarea rows={3} {...props} {...register("greetingMessage")} />}
      </Field>
      <Field error={errorOf("farewellMessage")} label={t("farewellMessage")}>
        {(props) => <Textarea rows={2} {...props} {...register("farewellMessage")} />}
      </Field>
      <Field error={errorOf("ratingMessage")} label={t("ratingMessage")} hint={t("ratingHint")}>
        {(props) => <Textarea rows={2} {...props} {...register("ratingMessage")} />}
      </Field>
      <SwitchField
        control={control}
        name="hasChatbot"
        label={t("hasChatbot")}
        disabled={!hasManyQueues(queueIds)}
        hint={t("chatbotHint")}
      />
      <SwitchField control={control} name="isDefault" label={t("isDefault")} />
      <SwitchField control={control} name="defineWorkHours" label={t("defineWorkHours")} />
      {defineWorkHours && <WorkHoursFields />}
    </>
  );
}
