"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { fetcher } from "@/lib/client/api";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import type { QuickAnswerView } from "@/lib/quick-answers/quick-answer-view";
import { SuggestionList } from "./suggestion-list";

/** The quick answers matching what follows '/' at the start of the input (empty when none). */
export function useQuickAnswers(text: string) {
  const term = useDebouncedValue(text.startsWith("/") ? text.slice(1) : null, 500);
  const active = text.startsWith("/");
  const { data } = useSWR<{ quickAnswers: QuickAnswerView[] }>(
    active && term !== null ? `/quickAnswers?searchParam=${encodeURIComponent(term)}` : null,
    fetcher,
    // Failures leave the list empty; the composer keeps working.
    { shouldRetryOnError: false, keepPreviousData: true },
  );
  return active ? (data?.quickAnswers ?? []) : [];
}

type Props = { id: string; answers: QuickAnswerView[]; active: number; onChoose: (answer: QuickAnswerView) => void };

export function QuickAnswerList({ id, answers, active, onChoose }: Props) {
  const t = useTranslations("composer");
  return (
    <SuggestionList
      id={id}
      label={t("quickAnswers")}
      empty={t("noQuickAnswers")}
      items={answers}
      active={active}
      keyOf={(answer) => answer.id}
      onChoose={onChoose}
    >
      {(answer) => (
        <>
          <span className="font-medium">/{answer.shortcut}</span>{" "}
          <span className="text-muted-foreground line-clamp-1">{answer.message}</span>
        </>
      )}
    </SuggestionList>
  );
}
