"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { DeleteConfirm } from "@/components/catalog/delete-confirm";
import { ListScreen } from "@/components/catalog/list-screen";
import { usePagedList } from "@/components/catalog/use-paged-list";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import type { QueueOption } from "@/lib/queues/list-queue-options";
import type { QuickAnswerView } from "@/lib/quick-answers/quick-answer-view";
import { QuickAnswerDialog } from "./quick-answer-dialog";
import { QuickAnswersTable } from "./quick-answers-table";

// Spec section 9: searches wait 500 ms after the last keystroke.
const SEARCH_DEBOUNCE_MS = 500;

/** The Quick answers screen: search, add, infinite table with edit and delete; queues for the dialog. */
export function QuickAnswersScreen({ queues }: { queues: QueueOption[] }) {
  const t = useTranslations("quickAnswers");
  const [search, setSearch] = useState("");
  const searchParam = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = usePagedList<"quickAnswers", QuickAnswerView>("/quickAnswers", "quickAnswers", searchParam);
  const [editing, setEditing] = useState<{ open: boolean; quickAnswer?: QuickAnswerView }>({ open: false });
  const [deleting, setDeleting] = useState<QuickAnswerView | null>(null);
  return (
    <ListScreen
      title={t("title")}
      searchLabel={t("search")}
      search={search}
      onSearch={setSearch}
      addLabel={t("add")}
      onAdd={() => setEditing({ open: true })}
    >
      <QuickAnswersTable
        quickAnswers={list.items}
        loading={list.loading}
        onLoadMore={list.loadMore}
        onEdit={(quickAnswer) => setEditing({ open: true, quickAnswer })}
        onDelete={setDeleting}
      />
      <QuickAnswerDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        quickAnswer={editing.quickAnswer}
        queues={queues}
        onSaved={list.refresh}
      />
      <DeleteConfirm
        path={deleting ? `/quickAnswers/${deleting.id}` : null}
        namespace="quickAnswers"
        name={deleting?.shortcut ?? ""}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={list.refresh}
      />
    </ListScreen>
  );
}
