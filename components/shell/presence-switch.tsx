"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { useSocketEvent } from "@/components/realtime/socket-provider";
import { PresenceDot } from "@/components/users/presence-dot";
import { Switch } from "@/components/ui/switch";
import { useErrorToast } from "@/components/ui/use-error-toast";
import type { Presence } from "@/lib/auth/user-view";
import { api, fetcher } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";

type Me = { presence: Presence };

/**
 * The user's own presence and the switch between available and away: away, round-robin
 * departments hand them no ticket. Kept live by the user's own updates (another tab's switch).
 */
export function PresenceSwitch({ userId }: { userId: number }) {
  const t = useTranslations("presence");
  const id = useId();
  const showError = useErrorToast();
  const { data, mutate } = useSWR<Me>("/auth/me", fetcher, { revalidateOnFocus: false });
  // Read again rather than patched: an update arriving while the first read is under way would
  // otherwise discard that read's answer.
  useSocketEvent(channels.user, (event) => {
    if (event.action === "update" && event.user.id === userId) void mutate();
  });
  if (!data) return null;
  const change = async (available: boolean) => {
    try {
      const { presence } = await api<Me>("/users/me/presence", {
        method: "PUT",
        json: { status: available ? "online" : "away" },
      });
      await mutate((me) => me && { ...me, presence }, { revalidate: false });
    } catch (error) {
      showError(error);
    }
  };
  return (
    <div className="flex items-center justify-between gap-3 px-3 py-2">
      <label htmlFor={id} className="text-sm">
        {t("available")}
      </label>
      <div className="flex items-center gap-3">
        <PresenceDot presence={data.presence} className="text-muted-foreground" />
        <Switch id={id} checked={data.presence !== "away"} onCheckedChange={(on) => void change(on)} />
      </div>
    </div>
  );
}
