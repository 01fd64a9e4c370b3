"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { DeleteConfirm } from "@/components/catalog/delete-confirm";
import { ListScreen } from "@/components/catalog/list-screen";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import type { ScheduleContact } from "@/lib/schedules/schedule-contact";
import type { ScheduleView } from "@/lib/schedules/schedule-view";
import type { JsonOf } from "@/lib/utils/as-json";
import { ScheduleDialog } from "./schedule-dialog";
import { SchedulesTable } from "./schedules-table";
import { useSchedulesList } from "./use-schedules-list";

const SEARCH_DEBOUNCE_MS = 500;

type DialogState = { open: boolean; scheduleId?: number; contact?: ScheduleContact };

/** The Schedules screen (spec section 2); `?contactId=` opens the create modal for that contact. */
export function SchedulesScreen({ initialContact }: { initialContact?: ScheduleContact }) {
  const t = useTranslations("schedules");
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState("");
  const list = useSchedulesList(useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS));
  const [dialog, setDialog] = useState<DialogState>(
    initialContact ? { open: true, contact: initialContact } : { open: false },
  );
  const [deleting, setDeleting] = useState<JsonOf<ScheduleView> | null>(null);

  const onDialogChange = (open: boolean) => {
    setDialog((current) => ({ ...current, open }));
    // The contactId of the address has done its job: a reload should not open the modal again.
    if (!open && initialContact) router.replace(pathname);
  };

  return (
    <ListScreen
      title={t("title")}
      searchLabel={t("search")}
      search={search}
      onSearch={setSearch}
      addLabel={t("add")}
      onAdd={() => setDialog({ open: true })}
    >
      <SchedulesTable
        schedules={list.schedules}
        loading={list.loading}
        onLoadMore={list.loadMore}
        onEdit={(schedule) => setDialog({ open: true, scheduleId: schedule.id })}
        onDelete={setDeleting}
      />
      <ScheduleDialog
        key={`${dialog.scheduleId ?? "new"}-${dialog.contact?.id ?? ""}-${dialog.open}`}
        open={dialog.open}
        onOpenChange={onDialogChange}
        scheduleId={dialog.scheduleId}
        contact={dialog.contact}
        onSaved={list.refresh}
      />
      <DeleteConfirm
        path={deleting && `/schedules/${deleting.id}`}
        namespace="schedules"
        name={deleting?.contact.name ?? ""}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={list.refresh}
      />
    </ListScreen>
  );
}
