import en from "@/messages/en.json";
import es from "@/messages/es.json";
import pt from "@/messages/pt.json";
import { CONNECTION_FAILURES } from "@/lib/whatsapp/provider";

// Every reason a session may store is explained on the Connections screen, in each language.
test.each([
  ["pt", pt],
  ["en", en],
  ["es", es],
])("%s explains every reason a connection cannot connect", (_, messages) => {
  const reasons: Record<string, string> = messages.connections.reasons;
  for (const reason of CONNECTION_FAILURES) expect(reasons[reason]).toMatch(/\S/);
});

test("an expired Z-API instance is explained with the spec's words", () => {
  expect(pt.connections.reasons.INSTANCE_EXPIRED).toBe("Instância vencida! Entre em contato com o suporte.");
});
