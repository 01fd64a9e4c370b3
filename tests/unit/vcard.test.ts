import { vcardName, vcardNumber } from "@/components/chat/format";

// A contact card is text a contact sends: reading it must take time in proportion to its size.
const card = [
  "BEGIN:VCARD",
  "VERSION:3.0",
  "N:Silva;Maria;;;",
  "FN:Maria Silva",
  "item1.TEL;waid=5511987654321:+55 11 98765-4321",
  "item1.X-ABLabel:Celular",
  "END:VCARD",
].join("\n");

test("a card's name and WhatsApp number, the waid first, else the first telephone's digits", () => {
  expect(vcardName(card)).toBe("Maria Silva");
  expect(vcardNumber(card)).toBe("5511987654321");
  expect(vcardNumber("BEGIN:VCARD\r\nFN:Loja\r\nTEL;TYPE=WORK:+55 (21) 3333-4444\r\nEND:VCARD")).toBe("552133334444");
  expect(vcardNumber("BEGIN:VCARD\nFN:Sem número\nTEL:123\nEND:VCARD")).toBeNull();
  expect(vcardName("BEGIN:VCARD\nN:Only;Structured\nEND:VCARD")).toBeNull();
});

test.each([
  ["TEL with no colon, repeated", "TEL;".repeat(60_000)],
  ["TEL names without values", "TEL".repeat(80_000)],
  ["one long line of parameters", `TEL${";type=CELL".repeat(24_000)}`],
  ["FN and waid look-alikes", "FN waid=1 ".repeat(24_000)],
])("a 240 KB card of %s is read at once", (_, body) => {
  const vcard = `BEGIN:VCARD\n${body}\nEND:VCARD`;
  expect(vcard.length).toBeGreaterThanOrEqual(240_000);
  const started = performance.now();
  vcardNumber(vcard);
  vcardName(vcard);
  expect(performance.now() - started).toBeLessThan(200);
});
