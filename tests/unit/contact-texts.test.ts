import en from "@/messages/en.json";
import es from "@/messages/es.json";
import pt from "@/messages/pt.json";
import { CONTACT_MESSAGES } from "@/lib/contacts/schemas";

// Spec sections 5 and 8 word the contact form's messages and the empty search in Portuguese (its
// 'Invalid email' is the English text of the user form's, shown translated).
test("pt shows the contact texts as the spec words them", () => {
  expect(pt.contactDialog.validation).toMatchObject({
    tooShort: "Muito curto!",
    tooLong: "Muito longo!",
    required: "Obrigatório",
    invalidNumber: "Número inválido",
    invalidEmail: "E-mail inválido",
  });
  expect(pt.contacts.notFound).toBe("Não encontramos nenhum contato com esse nome");
});

const keysOf = (value: unknown, prefix = ""): string[] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

test.each(["contacts", "contactDialog", "contactImport"] as const)(
  "%s has the same keys in pt, en and es",
  (namespace) => {
    const keys = keysOf(pt[namespace]).sort();
    expect(keysOf(en[namespace]).sort()).toEqual(keys);
    expect(keysOf(es[namespace]).sort()).toEqual(keys);
  },
);

test("every message the contact schema can give has a text", () => {
  for (const messages of [pt, en, es]) {
    expect(Object.keys(messages.contactDialog.validation)).toEqual(expect.arrayContaining([...CONTACT_MESSAGES]));
  }
});
