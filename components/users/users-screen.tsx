"use client";

import { Plus, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DeleteConfirm } from "@/components/catalog/delete-confirm";
import { Switch } from "@/components/ui/switch";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import type { User, UserOptions, Viewer } from "./types";
import { useUsersList } from "./use-users-list";
import { UserDialog } from "./user-dialog";
import { UsersTable } from "./users-table";

// Spec section 9: searches wait 500 ms after the last keystroke.
const SEARCH_DEBOUNCE_MS = 500;

/** The Users (attendants) screen: search, active-only switch, infinite table, add/edit/delete. */
export function UsersScreen({ viewer, options }: { viewer: Viewer; options: UserOptions }) {
  const t = useTranslations("users");
  const [search, setSearch] = useState("");
  const [activeOnly, setActiveOnly] = useState(false);
  const searchParam = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useUsersList({ searchParam, activeOnly });
  const [dialog, setDialog] = useState<{ open: boolean; userId?: number }>({ open: false });
  const [deleting, setDeleting] = useState<User | null>(null);

  return (
    <section className="flex h-full flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-xl font-semibold">{t("title")}</h1>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("search")}
            aria-label={t("search")}
            className="w-64 pl-9"
          />
        </div>
        <div className="flex items-center gap-2">
          <Switch id="users-active-only" checked={activeOnly} onCheckedChange={setActiveOnly} />
          <Label htmlFor="users-active-only">{t("activeOnly")}</Label>
        </div>
        <Button onClick={() => setDialog({ open: true })}>
          <Plus />
          {t("add")}
        </Button>
      </header>
      <UsersTable
        users={list.users}
        loading={list.loading}
        viewer={viewer}
        onLoadMore={list.loadMore}
        onEdit={(user) => setDialog({ open: true, userId: user.id })}
        onDelete={setDeleting}
      />
      <UserDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        userId={dialog.userId}
        viewer={viewer}
        options={options}
        onSaved={list.refresh}
      />
      <DeleteConfirm
        path={deleting ? `/users/${deleting.id}` : null}
        namespace="users"
        name={deleting?.name ?? ""}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={list.refresh}
      />
    </section>
  );
}
