"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { fetcher } from "@/lib/client/api";
import type { ConnectionOption } from "@/lib/connections/list-connection-options";
import { MessageSettingsForm, type MessageSettings } from "./message-settings-form";

/** The message-send settings screen: pick a connection, edit its settings. */
export function MessageSettingsScreen({ connections }: { connections: ConnectionOption[] }) {
  const t = useTranslations("settingsMessage");
  const showError = useErrorToast();
  const [whatsappId, setWhatsappId] = useState(connections[0] ? String(connections[0].id) : "");
  const { data, mutate } = useSWR<MessageSettings>(whatsappId ? `/settingsMessage/${whatsappId}` : null, fetcher, {
    onError: showError,
  });
  return (
    <section className="flex h-full flex-col gap-6 overflow-auto p-4">
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      <div className="max-w-xl">
        <Field label={t("connection")}>
          {(props) => (
            <NativeSelect {...props} value={whatsappId} onChange={(e) => setWhatsappId(e.target.value)}>
              {!whatsappId && <option value="">{t("chooseConnection")}</option>}
              {connections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      {whatsappId && !data && <Spinner aria-label={t("loading")} />}
      {data && String(data.whatsappId) === whatsappId && (
        <MessageSettingsForm
          key={whatsappId}
          settings={data}
          onSaved={(saved) => void mutate(saved, { revalidate: false })}
        />
      )}
    </section>
  );
}
