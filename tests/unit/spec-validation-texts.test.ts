import en from "@/messages/en.json";
import es from "@/messages/es.json";
import pt from "@/messages/pt.json";

// Spec section 5 words the user form's validation messages itself, the same in every language.
const catalogues = { pt, en, es };

test.each(Object.entries(catalogues))("%s shows the user form's messages as the spec words them", (_, messages) => {
  expect(messages.validation).toEqual({
    tooShort: "Too Short!",
    tooLong: "Too Long!",
    required: "Required",
    invalidEmail: "Invalid email",
  });
});
