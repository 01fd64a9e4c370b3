"use client";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { MentionAlerts } from "@/components/notes/mention-alerts";
import type { UserOptions } from "@/components/users/types";
import { DrawerContent, type ShellUser } from "./drawer-content";

// The drawer is 320 px and permanent; under 600 px it becomes a temporary sheet (spec section 2).
type Props = { user: ShellUser; userOptions: UserOptions; simulatorEnabled: boolean; children: React.ReactNode };

export function AppShell({ user, userOptions, simulatorEnabled, children }: Props) {
  const t = useTranslations("drawer");
  const [open, setOpen] = useState(false);
  return (
    <div className="flex h-dvh">
      <aside
        aria-label={t("open")}
        className="hidden w-[320px] shrink-0 border-r border-border bg-background min-[600px]:flex"
      >
        <DrawerContent user={user} userOptions={userOptions} simulatorEnabled={simulatorEnabled} />
      </aside>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="left" className="w-[320px] max-w-[85vw] p-0">
          <SheetTitle className="sr-only">{t("open")}</SheetTitle>
          <DrawerContent
            user={user}
            userOptions={userOptions}
            simulatorEnabled={simulatorEnabled}
            onNavigate={() => setOpen(false)}
          />
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-12 items-center border-b border-border px-2 min-[600px]:hidden">
          <button
            type="button"
            aria-label={t("open")}
            onClick={() => setOpen(true)}
            className="rounded p-2 hover:bg-muted"
          >
            <Menu className="size-5" />
          </button>
        </header>
        <main className="min-h-0 flex-1 overflow-auto">{children}</main>
      </div>
      <MentionAlerts userId={user.id} />
    </div>
  );
}
