import { chosenNumber, fillTemplate, greetingWord, numberedMenu } from "@/lib/chatbot/greeting-template";
import { withinHours } from "@/lib/chatbot/work-hours";

const saoPaulo = { timeZone: "America/Sao_Paulo", messagesLocale: "pt" } as const;

const weekdays = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
};
const hours = () => ({ start: "08:00", end: "17:30" });

test("work hours are read on the company's clock, on the flagged days only", () => {
  expect(withinHours(new Date("2026-11-25T11:00:00Z"), saoPaulo.timeZone, weekdays, hours)).toBe(true); // Wed 08:00
  expect(withinHours(new Date("2026-11-25T10:59:00Z"), saoPaulo.timeZone, weekdays, hours)).toBe(false); // Wed 07:59
  expect(withinHours(new Date("2026-11-25T20:30:00Z"), saoPaulo.timeZone, weekdays, hours)).toBe(false); // Wed 17:30
  expect(withinHours(new Date("2026-11-28T13:00:00Z"), saoPaulo.timeZone, weekdays, hours)).toBe(false); // Sat 10:00
  // 08:00 in São Paulo is 07:00 in Manaus, still closed there.
  expect(withinHours(new Date("2026-11-25T11:00:00Z"), "America/Manaus", weekdays, hours)).toBe(false);
});

test("template variables are filled, unknown ones left as written", () => {
  const at = new Date("2026-11-25T22:15:00Z"); // 19:15
  expect(fillTemplate("{{saudacao}}, {{nome}}! São {{hora}}. {{other}}", "Ana", at, saoPaulo)).toBe(
    "Boa noite, Ana! São 19:15. {{other}}",
  );
  expect(fillTemplate("{{greeting}}", "Ana", new Date("2026-11-25T16:00:00Z"), saoPaulo)).toBe("Boa tarde");
});

test("the greeting word follows the company's clock and the language it writes to contacts in", () => {
  const at = new Date("2026-11-25T14:30:00Z"); // 11:30 in São Paulo, 10:30 in Manaus, 15:30 in Madrid
  expect(greetingWord(at, { timeZone: "America/Sao_Paulo", messagesLocale: "pt" })).toBe("Bom dia");
  expect(greetingWord(at, { timeZone: "Europe/Madrid", messagesLocale: "es" })).toBe("Buenas tardes");
  expect(greetingWord(at, { timeZone: "America/Manaus", messagesLocale: "en" })).toBe("Good morning");
  expect(fillTemplate("{{greeting}}, {{time}}", "Ana", at, { timeZone: "Asia/Tokyo", messagesLocale: "en" })).toBe(
    "Good evening, 23:30",
  );
});

test("menus are numbered and only a whole number in range is a choice", () => {
  expect(numberedMenu(["A", "B"])).toBe("*1* - A\n*2* - B");
  expect(chosenNumber("2", 2)).toBe(2);
  expect(chosenNumber("3", 2)).toBeNull();
  expect(chosenNumber("opção 1", 2)).toBeNull();
});
