import { prisma } from "@/lib/db/client";
import { sameRequest, type Answer, type RouteCases, type World } from "../types";
import { spare } from "../world";

const aContact = ({ a }: World) => ({ params: { id: String(a.contactId) } });
const contactBody = { name: "Intruder", zoneCode: "55", number: "11987650000", email: "" };
type Listed = { id: number; name: string };

/** B's list holds none of A's contacts (A's contact is named after its tenant). */
const seesNoneOfA = (contacts: Listed[], { a }: World) => {
  expect(contacts.map((c) => c.id)).not.toContain(a.contactId);
  expect(contacts.length).toBeGreaterThan(0);
};
/** A contact written by B lands in B's tenant, whatever the body names. */
const createdInB = async (contactId: number, { b }: World) =>
  expect((await prisma.contact.findUniqueOrThrow({ where: { id: contactId } })).idGraf).toBe(b.idGraf);

export const cases: RouteCases = {
  "/api/contacts": {
    GET: {
      // B searches for A's contact by its name: nothing; B's unfiltered list has only B's.
      foreign: () => ({}),
      verify: ({ status, json }: Answer, world) => {
        expect(status).toBe(200);
        seesNoneOfA((json as { contacts: Listed[] }).contacts, world);
      },
    },
    POST: {
      foreign: ({ a }) => ({ body: { ...contactBody, idGraf: a.idGraf } }),
      verify: async ({ status, json }, world) => {
        expect(status).toBe(201);
        await createdInB((json as { id: number }).id, world);
      },
    },
  },
  "/api/contacts/list": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, world) => {
        expect(status).toBe(200);
        seesNoneOfA(json as Listed[], world);
      },
    },
  },
  "/api/contacts/fowarding-list": {
    GET: {
      foreign: ({ a }) => ({ query: { searchTerm: "Contact of", idGraf: String(a.idGraf) } }),
      verify: ({ status, json }, world) => {
        expect(status).toBe(200);
        seesNoneOfA((json as { contacts: Listed[] }).contacts, world);
      },
    },
  },
  "/api/contacts/[id]": {
    GET: sameRequest(aContact, "ERR_NO_CONTACT_FOUND"),
    // A's contact holds the tickets and messages of later cases: A rewrites a spare one, with a
    // number none of A's contacts has (the simulated phone's import brings 5511987650001).
    PUT: {
      foreign: (world) => ({ ...aContact(world), body: { ...contactBody, number: "11987650001" } }),
      expectError: "ERR_NO_CONTACT_FOUND",
      own: async ({ a }) => ({
        params: { id: String(await spare.contact(a)) },
        body: { ...contactBody, name: "Renamed", number: "11987659999" },
      }),
    },
    DELETE: {
      foreign: (world) => ({ ...aContact(world), query: { deleteTickets: "true" } }),
      expectError: "ERR_NO_CONTACT_FOUND",
      own: async ({ a }) => ({ params: { id: String(await spare.contact(a)) }, query: { deleteTickets: "true" } }),
    },
  },
  // A's connection is not found for B: its phone's contacts are never listed. A imports the
  // simulated phone's contacts.
  "/api/contacts/import": {
    POST: sameRequest(({ a }) => ({ body: { whatsappId: a.connectionId } }), "ERR_NO_WAPP_FOUND"),
  },
  // B cannot write into the address book of A's simulated phone; A can.
  "/api/simulator/[whatsappId]/contacts": {
    POST: sameRequest(
      ({ a }) => ({
        params: { whatsappId: String(a.connectionId) },
        body: { contacts: [{ number: "5511987650009", name: "Saved" }] },
      }),
      "ERR_NO_WAPP_FOUND",
    ),
  },
  "/api/contact": {
    POST: {
      foreign: ({ a }) => ({ body: { name: "Card", number: "5511987650002", email: "", idGraf: a.idGraf } }),
      verify: async ({ status, json }, world) => {
        expect(status).toBe(201);
        await createdInB((json as { contact: { id: number } }).contact.id, world);
      },
    },
  },
};
