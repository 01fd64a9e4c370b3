import { GET as search } from "@/app/api/tickets/route";
import { prisma } from "@/lib/db/client";
import { call } from "@/tests/support/factories";
import { makeContact, makeDesk, makeMessage, makeTicket } from "@/tests/support/ticket-factories";

// The message search asks the trigram index only for a word's rare pieces, by a sample of the
// messages (lib/db/folded-search.ts); what it finds must not change.
describe("GET /api/tickets (search) of a word with common pieces", () => {
  it("finds the whole word, and not a message holding its rare pieces apart", async () => {
    const desk = await makeDesk();
    const { idGraf, whatsappId, queueId } = desk;
    const ticket = await makeTicket(idGraf, {
      whatsappId,
      status: "pending",
      queueId,
      contactId: (await makeContact(idGraf)).id,
    });
    // "cha" in nearly every message: the sample calls it common.
    await prisma.$executeRaw`
      INSERT INTO "Message" ("idGraf", "ticketId", "whatsappId", "body", "updatedAt")
      SELECT ${idGraf}, ${ticket.id}, ${whatsappId}, 'abri um chamado, qual a chave ' || n, now()
      FROM generate_series(1, 400) n`;
    const dispute = await makeMessage(ticket, { body: "Vou abrir um CHARGEBACK com o banco" });
    // Every other piece of "chargeback", never the word.
    await makeMessage(ticket, { body: "sharp largest rgeb ebay backpack" });

    const res = await call(search, { headers: desk.admin.headers, path: "/api/tickets?searchParam=Chargeback" });
    expect(res.status).toBe(200);
    const { messageTickets } = res.json as { messageTickets: { message: { id: number } }[] };
    expect(messageTickets.map((found) => found.message.id)).toEqual([dispute.id]);
  });
});
