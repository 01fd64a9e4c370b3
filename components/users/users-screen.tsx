"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { DeleteConfirm } from "@/components/catalog/delete-confirm";
import { ListScreen } from "@/components/catalog/list-screen";
import { Label } from "@/components/ui/label";
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
    <ListScreen
      title={t("title")}
      searchLabel={t("search")}
      search={search}
      onSearch={setSearch}
      controls={
        <div className="flex items-center gap-2">
          <Switch id="users-active-only" checked={activeOnly} onCheckedChange={setActiveOnly} />
          <Label htmlFor="users-active-only">{t("activeOnly")}</Label>
        </div>
      }
      addLabel={t("add")}
      onAdd={() => setDialog({ open: true })}
    >
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
    </ListScreen>
  );
}
