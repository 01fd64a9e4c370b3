"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import useSWR from "swr";
import { useSocketEvent } from "@/components/realtime/socket-provider";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, ApiError, fetcher } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import type { SettingView, UpdatableKey } from "@/lib/settings/schemas";

/** How a save went: the refused code lets a form mark its field. */
export type SaveOutcome = { ok: true } | { ok: false; code: string | null };

/**
 * The tenant's settings, read again when another admin changes one, and a save that stores one key
 * at once and tells the user how it went.
 */
export function useSettings(initialSettings: SettingView[]) {
  const t = useTranslations("settings");
  const showError = useErrorToast();
  const { data, mutate } = useSWR<SettingView[]>("/settings", fetcher, { fallbackData: initialSettings });
  const [savingKey, setSavingKey] = useState<UpdatableKey | null>(null);
  useSocketEvent(channels.settings, () => void mutate());

  const save = useCallback(
    async (key: UpdatableKey, value: string | null, currentPassword?: string): Promise<SaveOutcome> => {
      setSavingKey(key);
      try {
        const updated = await api<SettingView>(`/settings/${key}`, { method: "PUT", json: { value, currentPassword } });
        // Until SWR has fetched, its cache is empty and the screen shows the server-rendered list.
        await mutate(
          (current = initialSettings) => current.map((setting) => (setting.key === key ? updated : setting)),
          {
            revalidate: false,
          },
        );
        toast.success(t("saved"));
        return { ok: true };
      } catch (error) {
        showError(error);
        return { ok: false, code: error instanceof ApiError ? error.code : null };
      } finally {
        setSavingKey(null);
      }
    },
    [initialSettings, mutate, showError, t],
  );

  return { settings: data ?? initialSettings, save, savingKey };
}
