"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { DeleteConfirm } from "@/components/catalog/delete-confirm";
import { EmptyTableRow } from "@/components/catalog/empty-table-row";
import { ListScreen } from "@/components/catalog/list-screen";
import { usePagedList } from "@/components/catalog/use-paged-list";
import { RowActions } from "@/components/catalog/row-actions";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import { useNearBottom } from "@/lib/client/use-near-bottom";
import type { TagWithCount } from "@/lib/tags/tag-view";
import { TagChip } from "./tag-chip";
import { TagDialog } from "./tag-dialog";

// Spec section 9: searches wait 500 ms; other lists load more within 100 px of the bottom.
const SEARCH_DEBOUNCE_MS = 500;
const LOAD_MORE_THRESHOLD_PX = 100;

/** The Tags screen: search, add, infinite table with the name chip, tickets count and actions. */
export function TagsScreen() {
  const t = useTranslations("tags");
  const [search, setSearch] = useState("");
  const searchParam = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = usePagedList<"tags", TagWithCount>("/tags", "tags", searchParam);
  const nearBottom = useNearBottom<HTMLDivElement>(list.loadMore, LOAD_MORE_THRESHOLD_PX, list.items.length);
  const [editing, setEditing] = useState<{ open: boolean; tag?: TagWithCount }>({ open: false });
  const [deleting, setDeleting] = useState<TagWithCount | null>(null);
  return (
    <ListScreen
      title={t("title")}
      searchLabel={t("search")}
      search={search}
      onSearch={setSearch}
      addLabel={t("add")}
      onAdd={() => setEditing({ open: true })}
    >
      <div {...nearBottom} className="min-h-0 flex-1 overflow-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.name")}</TableHead>
              <TableHead className="text-center">{t("columns.tickets")}</TableHead>
              <TableHead className="w-24 text-right">{t("columns.actions")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.items.map((tag) => (
              <TableRow key={tag.id}>
                <TableCell className="max-w-48">
                  <TagChip name={tag.name} color={tag.color} />
                </TableCell>
                <TableCell className="text-center tabular-nums">{tag.ticketsCount ?? 0}</TableCell>
                <TableCell>
                  <RowActions
                    editLabel={t("edit", { name: tag.name })}
                    deleteLabel={t("delete", { name: tag.name })}
                    onEdit={() => setEditing({ open: true, tag })}
                    onDelete={() => setDeleting(tag)}
                  />
                </TableCell>
              </TableRow>
            ))}
            {!list.loading && list.items.length === 0 && <EmptyTableRow colSpan={3}>{t("empty")}</EmptyTableRow>}
          </TableBody>
        </Table>
        {list.loading && <Spinner className="mx-auto my-4" aria-label={t("loading")} />}
      </div>
      <TagDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        tag={editing.tag}
        onSaved={list.refresh}
      />
      <DeleteConfirm
        path={deleting ? `/tags/${deleting.id}` : null}
        namespace="tags"
        name={deleting?.name ?? ""}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={list.refresh}
      />
    </ListScreen>
  );
}
