"use client";

import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { ShellUser } from "./drawer-content";

export function ProfileDialog({ user, children }: { user: ShellUser; children: React.ReactNode }) {
  const t = useTranslations("profile");
  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t("name")}</dt>
          <dd>{user.name}</dd>
          <dt className="text-muted-foreground">{t("email")}</dt>
          <dd>{user.email}</dd>
          <dt className="text-muted-foreground">{t("profile")}</dt>
          <dd>{t(`profiles.${user.profile}`)}</dd>
        </dl>
      </DialogContent>
    </Dialog>
  );
}
