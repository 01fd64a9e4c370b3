"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyTableRow } from "@/components/catalog/empty-table-row";
import { useCompanyTimeZone } from "@/components/shell/company-time-zone";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, tableStickyEnd } from "@/components/ui/table";
import { useNearBottom } from "@/lib/client/use-near-bottom";
import type { ScheduleView } from "@/lib/schedules/schedule-view";
import type { JsonOf } from "@/lib/utils/as-json";
import { wallTimeIn } from "@/lib/utils/zoned-day";
import { ScheduleStatus } from "./schedule-status";

// Spec section 9: lists other than tickets and contacts load more within 100 px of the bottom;
// the body is cut at 25 characters; dates read DD/MM/YYYY HH:mm:ss, on the company's clock.
const LOAD_MORE_THRESHOLD_PX = 100;
const BODY_CUT = 25;

const scheduleDate = (at: Date, timeZone: string) => {
  const [date, time] = wallTimeIn(at, timeZone).split("T");
  return `${date.split("-").reverse().join("/")} ${time}`;
};

const cut = (body: string) => (body.length > BODY_CUT ? `${body.slice(0, BODY_CUT)}...` : body);

type Props = {
  schedules: JsonOf<ScheduleView>[];
  loading: boolean;
  onLoadMore: () => void;
  onEdit: (s: JsonOf<ScheduleView>) => void;
  onDelete: (s: JsonOf<ScheduleView>) => void;
};

export function SchedulesTable({ schedules, loading, onLoadMore, onEdit, onDelete }: Props) {
  const t = useTranslations("schedules");
  const timeZone = useCompanyTimeZone();
  const nearBottom = useNearBottom<HTMLDivElement>(onLoadMore, LOAD_MORE_THRESHOLD_PX, schedules.length);
  return (
    <div {...nearBottom} className="min-h-0 flex-1 overflow-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("columns.contact")}</TableHead>
            <TableHead>{t("columns.body")}</TableHead>
            <TableHead>{t("columns.sendAt")}</TableHead>
            <TableHead>{t("columns.status")}</TableHead>
            <TableHead className={cn("text-right", tableStickyEnd)}>{t("columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {schedules.map((schedule) => (
            <TableRow key={schedule.id}>
              <TableCell className="font-medium">{schedule.contact.name}</TableCell>
              <TableCell title={schedule.body}>{cut(schedule.body)}</TableCell>
              <TableCell className="whitespace-nowrap">{scheduleDate(new Date(schedule.sendAt), timeZone)}</TableCell>
              <TableCell>
                <ScheduleStatus schedule={schedule} />
              </TableCell>
              <TableCell className={cn("text-right whitespace-nowrap", tableStickyEnd)}>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("edit", { name: schedule.contact.name })}
                  onClick={() => onEdit(schedule)}
                >
                  <Pencil />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("delete", { name: schedule.contact.name })}
                  onClick={() => onDelete(schedule)}
                >
                  <Trash2 />
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {!loading && schedules.length === 0 && <EmptyTableRow colSpan={5}>{t("empty")}</EmptyTableRow>}
        </TableBody>
      </Table>
      {loading && <Spinner className="mx-auto my-4" aria-label={t("loading")} />}
    </div>
  );
}
