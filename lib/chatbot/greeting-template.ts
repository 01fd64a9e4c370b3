import { localTime } from "./work-hours";

/** The part of the day's greeting, in Portuguese as the messages go to the company's contacts. */
function greetingFor(time: string) {
  if (time < "12:00") return "Bom dia";
  if (time < "18:00") return "Boa tarde";
  return "Boa noite";
}

/**
 * Fills the greeting template variables (spec section 3: contact name, greeting, time):
 * {{name}}, {{greeting}} and {{time}}, also spelled {{nome}}, {{saudacao}} and {{hora}}.
 */
export function fillTemplate(template: string, contactName: string, at = new Date()): string {
  const { time } = localTime(at);
  const values: Record<string, string> = { name: contactName, greeting: greetingFor(time), time };
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
