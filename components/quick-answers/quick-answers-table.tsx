"use client";

import { PaperclipIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyTableRow } from "@/components/catalog/empty-table-row";
import { RowActions } from "@/components/catalog/row-actions";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useNearBottom } from "@/lib/client/use-near-bottom";
import type { QuickAnswerView } from "@/lib/quick-answers/quick-answer-view";

// Spec section 9: lists other than tickets and contacts load more within 100 px of the bottom.
const LOAD_MORE_THRESHOLD_PX = 100;

type Props = {
  quickAnswers: QuickAnswerView[];
  loading: boolean;
  onLoadMore: () => void;
  onEdit: (quickAnswer: QuickAnswerView) => void;
  onDelete: (quickAnswer: QuickAnswerView) => void;
};

export function QuickAnswersTable({ quickAnswers, loading, onLoadMore, onEdit, onDelete }: Props) {
  const t = useTranslations("quickAnswers");
  const nearBottom = useNearBottom<HTMLDivElement>(onLoadMore, LOAD_MORE_THRESHOLD_PX, quickAnswers.length);
  return (
    <div {...nearBottom} className="min-h-0 flex-1 overflow-auto rounded-md border">
      <Table className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="w-32 sm:w-48">{t("columns.shortcut")}</TableHead>
            <TableHead>{t("columns.message")}</TableHead>
            <TableHead className="w-24 text-right">{t("columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {quickAnswers.map((quickAnswer) => (
            <TableRow key={quickAnswer.id}>
              <TableCell className="truncate font-medium">/{quickAnswer.shortcut}</TableCell>
              <TableCell className="truncate" title={quickAnswer.message}>
                {quickAnswer.media && (
                  <PaperclipIcon
                    className="mr-1 inline size-4 align-text-bottom"
                    role="img"
                    aria-label={t("withFile", { name: quickAnswer.media.name })}
                  />
                )}
                {quickAnswer.message}
              </TableCell>
              <TableCell>
                <RowActions
                  editLabel={t("edit", { name: quickAnswer.shortcut })}
                  deleteLabel={t("delete", { name: quickAnswer.shortcut })}
                  onEdit={() => onEdit(quickAnswer)}
                  onDelete={() => onDelete(quickAnswer)}
                />
              </TableCell>
            </TableRow>
          ))}
          {!loading && quickAnswers.length === 0 && <EmptyTableRow colSpan={3}>{t("empty")}</EmptyTableRow>}
        </TableBody>
      </Table>
      {loading && <Spinner className="mx-auto my-4" aria-label={t("loading")} />}
    </div>
  );
}
