"use client";

import { LogOut, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import type { UserOptions } from "@/components/users/types";
import { signOutEverywhere } from "@/lib/client/sign-out";
import { cn } from "@/lib/utils/cn";
import { adminItems, mainItems, simulatorItem, type DrawerItem } from "./drawer-items";
import { LanguageSwitch } from "./language-switch";
import { OwnConnectionStatus } from "./own-connection-status";
import { PresenceSwitch } from "./presence-switch";
import { ProfileDialog } from "./profile-dialog";

export type ShellUser = { id: number; name: string; email: string; profile: string; isAdmin: boolean };

type Props = { user: ShellUser; userOptions: UserOptions; simulatorEnabled: boolean; onNavigate?: () => void };

export function DrawerContent({ user, userOptions, simulatorEnabled, onNavigate }: Props) {
  const t = useTranslations("drawer");
  const pathname = usePathname();

  const item = ({ href, label, icon: Icon, badge: Badge }: DrawerItem) => {
    const active = href === "/" ? pathname === "/" : pathname.startsWith(href);
    return (
      <li key={href}>
        <Link
          href={href}
          onClick={onNavigate}
          aria-current={active ? "page" : undefined}
          className={cn(
            "flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-muted",
            active && "bg-muted font-medium",
          )}
        >
          <Icon className="size-4" aria-hidden />
          {t(label)}
          {Badge && <Badge />}
        </Link>
      </li>
    );
  };

  return (
    <nav className="relative flex h-full w-full flex-col gap-2 overflow-y-auto p-3">
      <div className="px-3 py-2 text-lg font-semibold">Atende</div>
      <ul className="flex flex-col gap-1">{mainItems.map(item)}</ul>
      {user.isAdmin && (
        <section aria-labelledby="drawer-admin">
          <h2 id="drawer-admin" className="px-3 pt-4 pb-1 text-xs font-medium text-muted-foreground uppercase">
            {t("administration")}
          </h2>
          <ul className="flex flex-col gap-1">
            {(simulatorEnabled ? [...adminItems, simulatorItem] : adminItems).map(item)}
          </ul>
        </section>
      )}
      <div className="mt-auto flex flex-col gap-1 border-t border-border pt-2">
        <PresenceSwitch userId={user.id} />
        {!user.isAdmin && <OwnConnectionStatus userId={user.id} />}
        <LanguageSwitch />
        <ProfileDialog user={user} options={userOptions}>
          <button type="button" className="flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-muted">
            <UserRound className="size-4" aria-hidden />
            {t("profile")}
          </button>
        </ProfileDialog>
        <button
          type="button"
          onClick={() => void signOutEverywhere()}
          className="flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-muted"
        >
          <LogOut className="size-4" aria-hidden />
          {t("logout")}
        </button>
      </div>
    </nav>
  );
}
