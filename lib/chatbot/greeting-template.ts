import type { MessagesLocale } from "@/lib/settings/defaults";
import type { TenantClock } from "@/lib/settings/deployment-clock";
import { localTime } from "./work-hours";

const GREETINGS: Record<MessagesLocale, [morning: string, afternoon: string, evening: string]> = {
  pt: ["Bom dia", "Boa tarde", "Boa noite"],
  en: ["Good morning", "Good afternoon", "Good evening"],
  es: ["Buenos días", "Buenas tardes", "Buenas noches"],
};

/** The line the server adds to a rating question, so every contact knows how to answer. */
export const RATING_PROMPT_HINT: Record<MessagesLocale, string> = {
  pt: "Responda com uma nota de 1 a 5.",
  en: "Please answer with a score from 1 to 5.",
  es: "Responda con una nota de 1 a 5.",
};

/** The part of the day's greeting at `at` on the company's clock, in the language it writes to contacts. */
export function greetingWord(at: Date, clock: TenantClock) {
  const { time } = localTime(at, clock.timeZone);
  const [morning, afternoon, evening] = GREETINGS[clock.messagesLocale];
  if (time < "12:00") return morning;
  if (time < "18:00") return afternoon;
  return evening;
}

/**
 * Fills the greeting template variables (spec section 3: contact name, greeting, time):
 * {{name}}, {{greeting}} and {{time}}, also spelled {{nome}}, {{saudacao}} and {{hora}}.
 */
export function fillTemplate(template: string, contactName: string, at: Date, clock: TenantClock): string {
  const { time } = localTime(at, clock.timeZone);
  const values: Record<string, string> = { name: contactName, greeting: greetingWord(at, clock), time };
  const aliases: Record<string, string> = { nome: "name", saudacao: "greeting", saudação: "greeting", hora: "time" };
  return template.replace(/\{\{\s*([\p{L}]+)\s*\}\}/gu, (whole, key: string) => values[aliases[key] ?? key] ?? whole);
}

/** Numbered choices, one per line: "*1* - Sales". */
export const numberedMenu = (names: string[]) => names.map((name, i) => `*${i + 1}* - ${name}`).join("\n");

/**
 * A menu as the contact receives it: the text above (a greeting, when there is one), a blank line,
 * then the numbered choices. The bot sends it and the queue form previews it with this one function.
 */
export const menuMessage = (text: string | null | undefined, names: string[]) =>
  [text?.trim(), numberedMenu(names)].filter(Boolean).join("\n\n");

/** The contact's choice when the whole message is a number from 1 to count, else null. */
export function chosenNumber(body: string, count: number): number | null {
  const match = /^\s*(\d{1,3})\s*$/.exec(body);
  const choice = match ? Number(match[1]) : 0;
  return choice >= 1 && choice <= count ? choice : null;
}
