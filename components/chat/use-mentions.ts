"use client";

import { useState } from "react";
import useSWR from "swr";
import { fetcher } from "@/lib/client/api";
import { fold } from "./fold";

export type Mentionable = { id: number; name: string };

const MAX_SHOWN = 8;
// The name being typed after an @ at the end of the text.
const TYPING = /(?:^|\s)@([^\s@]*)$/u;

/**
 * @ mentions while writing a note: the attendants who may see the ticket whose name matches what
 * follows the @, the ones chosen so far, and which of them the text still names when it is sent.
 */
export function useMentions(ticketId: number, text: string, enabled: boolean) {
  const { data, error } = useSWR<{ users: Mentionable[] }>(
    enabled ? `/tickets/${ticketId}/mentionable` : null,
    fetcher,
    {
      shouldRetryOnError: false,
    },
  );
  const [chosen, setChosen] = useState<Mentionable[]>([]);
  const query = enabled ? TYPING.exec(text)?.[1] : undefined;
  const matches =
    query === undefined
      ? []
      : (data?.users ?? []).filter((user) => fold(user.name).includes(fold(query))).slice(0, MAX_SHOWN);
  return {
    open: query !== undefined,
    /** The attendants are still being read: nothing is known to match yet. */
    loading: enabled && !data && !error,
    matches,
    /** The text with the typed @name completed. */
    choose(user: Mentionable) {
      setChosen((current) => (current.some((c) => c.id === user.id) ? current : [...current, user]));
      return text.replace(/@[^\s@]*$/u, `@${user.name} `);
    },
    mentionedIds: (sent: string) => chosen.filter((user) => sent.includes(`@${user.name}`)).map((user) => user.id),
    reset: () => setChosen([]),
  };
}
