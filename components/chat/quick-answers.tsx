"use client";

import { PaperclipIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import useSWR from "swr";
import { api } from "@/lib/client/api";
import type { QuickAnswerView } from "@/lib/quick-answers/quick-answer-view";
import { fold } from "./fold";
import { SuggestionList } from "./suggestion-list";

type Page = { quickAnswers: QuickAnswerView[]; hasMore: boolean };

// Every page of the quick answers the ticket offers, filled for it, in the server's order (by shortcut).
async function loadQuickAnswers([, ticketId]: [string, number]) {
  const all: QuickAnswerView[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await api<Page>("/quickAnswers", { query: { pageNumber, ticketId } });
    all.push(...page.quickAnswers);
    if (!page.hasMore) return all;
  }
}

/**
 * The quick answers matching what follows '/' at the start of the input, as the server's search
 * does (shortcut or message, ignoring case and accents), the one whose shortcut is exactly the
 * typed one first. The list is read once per composer (SWR's copy shows meanwhile) and filtered on
 * every keystroke: a search per keystroke, or one waiting for typing to pause, lagged behind a fast
 * `/shortcut` + Enter. `loading` while '/' is typed and the list has not come yet. The server
 * lists those of the ticket's department, their {{variables}} filled for the ticket.
 */
export function useQuickAnswers(ticketId: number, text: string, enabled: boolean) {
  const key: [string, number] | null = enabled ? ["composer:quickAnswers", ticketId] : null;
  const { data, error } = useSWR(key, loadQuickAnswers, {
    // Failures leave the list empty; the composer keeps working.
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const term = enabled && text.startsWith("/") ? fold(text.slice(1).trim()) : null;
  const answers = useMemo(() => {
    if (term === null || !data) return [];
    const matching = data.filter(
      (answer) => fold(answer.shortcut).includes(term) || fold(answer.message).includes(term),
    );
    const exact = matching.findIndex((answer) => fold(answer.shortcut) === term);
    return exact > 0 ? [matching[exact], ...matching.toSpliced(exact, 1)] : matching;
  }, [data, term]);
  return {
    answers,
    /** answers[0]'s shortcut is exactly the typed one. */
    exact: answers.length > 0 && fold(answers[0].shortcut) === term,
    loading: term !== null && !data && !error,
  };
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
          {answer.media && (
            <>
              <PaperclipIcon
                className="inline size-3 align-baseline"
                role="img"
                aria-label={t("quickAnswerFile")}
              />{" "}
            </>
          )}
          <span className="text-muted-foreground line-clamp-1">{answer.message}</span>
        </>
      )}
    </SuggestionList>
  );
}
