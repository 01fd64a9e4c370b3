"use client";

import { useTranslations } from "next-intl";
import { SuggestionList } from "./suggestion-list";
import type { Mentionable } from "./use-mentions";

type Props = {
  id: string;
  users: Mentionable[];
  loading: boolean;
  active: number;
  onChoose: (user: Mentionable) => void;
};

/** The attendants an @ may name. */
export function MentionList({ id, users, loading, active, onChoose }: Props) {
  const t = useTranslations("notes");
  return (
    <SuggestionList
      id={id}
      label={t("mentions")}
      empty={loading ? t("loadingMentions") : t("noMatch")}
      items={users}
      active={active}
      keyOf={(user) => user.id}
      onChoose={onChoose}
    >
      {(user) => `@${user.name}`}
    </SuggestionList>
  );
}
