"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext } from "react";

type MessageTexts = ReturnType<typeof useTranslations<"messages">>;

const Texts = createContext<MessageTexts | null>(null);

/**
 * The "messages" texts for every row of a list, from one translator: each useTranslations builds
 * its own, and a chat's rows made some eighty of them per opening (bench/ui.ts).
 */
export function MessageTextsProvider({ children }: { children: React.ReactNode }) {
  return <Texts value={useTranslations("messages")}>{children}</Texts>;
}

/** The translator of the list this row is in. */
export function useMessageTexts(): MessageTexts {
  const texts = useContext(Texts);
  if (!texts) throw new Error("useMessageTexts needs a <MessageTextsProvider>");
  return texts;
}
