import es from "@/messages/es.json";
import pt from "@/messages/pt.json";

// One word for each thing in a language: a screen that says "Etiquetas" beside another's "Tags",
// or "ticket" beside "atendimento", reads as two different things to the person using it.
const textsOf = (value: unknown, path = ""): [string, string][] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, inner]) => textsOf(inner, path ? `${path}.${key}` : key))
    : [[path, String(value)]];

const avoided = {
  pt: { tags: /\betiquetas?\b/i, tickets: /\btickets?\b/i, inbox: /\binbox\b/i, users: /\busuári[oa]s?\b/i },
  es: { tags: /\btags?\b/i },
};

test.each([
  ["pt", pt],
  ["es", es],
] as const)("%s keeps one word for each thing", (language, catalogue) => {
  const words = Object.values(avoided[language]);
  const found = textsOf(catalogue).filter(([, text]) => words.some((word) => word.test(text)));
  expect(found).toEqual([]);
});
