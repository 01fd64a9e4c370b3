import en from "@/messages/en.json";
import es from "@/messages/es.json";
import pt from "@/messages/pt.json";

// Spec section 5 quotes the user form's validation messages in English; the other languages show
// them translated, never in English.
const spec = { tooShort: "Too Short!", tooLong: "Too Long!", required: "Required", invalidEmail: "Invalid email" };

test("en shows the user form's messages as the spec words them", () => {
  expect(en.validation).toEqual(spec);
});

test.each(Object.entries({ pt, es }))("%s shows the user form's messages translated", (_, messages) => {
  expect(Object.keys(messages.validation).sort()).toEqual(Object.keys(spec).sort());
  for (const [key, english] of Object.entries(spec)) {
    expect(messages.validation[key as keyof typeof spec]).not.toBe(english);
  }
  expect(messages.contactDialog.validation.invalidEmail).not.toBe(spec.invalidEmail);
});
