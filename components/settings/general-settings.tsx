"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { TIME_CREATE_NEW_TICKET_CHOICES, type SettingKey } from "@/lib/settings/defaults";
import { SettingRow } from "./setting-row";

const TOGGLE_KEYS = ["userCreation", "CheckMsgIsGroup", "call"] as const satisfies SettingKey[];

// The spec's labels: 10 s, 30 s, 1 min, 5 min, 30 min, 1 h, ... 48 h.
const durationLabel = (seconds: number) =>
  seconds >= 3600 ? `${seconds / 3600} h` : seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`;

type Props = {
  valueOf: (key: SettingKey) => string;
  savingKey: string | null;
  onChange: (key: SettingKey, value: string) => void;
};

export function GeneralSettings({ valueOf, savingKey, onChange }: Props) {
  const t = useTranslations("settings");
  return (
    <Card>
      <CardContent className="flex flex-col divide-y divide-border">
        {TOGGLE_KEYS.map((key) => {
          const enabled = valueOf(key) === "enabled";
          return (
            <SettingRow key={key} id={key} label={t(key)} hint={t(`${key}Hint`)}>
              <div className="flex shrink-0 items-center gap-2 text-sm text-muted-foreground">
                <span aria-hidden>{enabled ? t("enabled") : t("disabled")}</span>
                <Switch
                  id={key}
                  checked={enabled}
                  disabled={savingKey === key}
                  aria-describedby={`${key}-hint`}
                  onCheckedChange={(on) => onChange(key, on ? "enabled" : "disabled")}
                />
              </div>
            </SettingRow>
          );
        })}
        <SettingRow id="timeCreateNewTicket" label={t("timeCreateNewTicket")} hint={t("timeCreateNewTicketHint")}>
          <select
            id="timeCreateNewTicket"
            value={valueOf("timeCreateNewTicket")}
            disabled={savingKey === "timeCreateNewTicket"}
            aria-describedby="timeCreateNewTicket-hint"
            onChange={(event) => onChange("timeCreateNewTicket", event.target.value)}
            className="h-9 shrink-0 rounded-md border border-input bg-background px-3 text-sm disabled:opacity-50"
          >
            {TIME_CREATE_NEW_TICKET_CHOICES.map((seconds) => (
              <option key={seconds} value={String(seconds)}>
                {durationLabel(seconds)}
              </option>
            ))}
          </select>
        </SettingRow>
      </CardContent>
    </Card>
  );
}
