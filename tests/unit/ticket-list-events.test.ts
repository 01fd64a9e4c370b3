import { listShows, ticketsOf, withContact, withoutTicket, withTicket } from "@/components/tickets/list-events";
import { shortMessage, cutName } from "@/components/tickets/format";
import type { ListFilters, Ticket, TicketPage } from "@/components/tickets/types";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute)).toISOString();
const ticket = (id: number, minute: number, fields: Partial<Ticket> = {}): Ticket => ({
  id,
  status: "pending",
  userId: null,
  user: null,
  queueId: 1,
  queue: null,
  whatsappId: 1,
  whatsapp: { id: 1, name: "Simulador" },
  contactId: id,
  contact: { id, name: `Contact ${id}`, number: "55", profilePicUrl: null },
  idGraf: 1,
  isGroup: false,
  tags: [],
  lastMessage: "",
  lastMessageTime: null,
  createdAt: at(0),
  updatedAt: at(minute),
  unread: false,
  unreadMessages: 0,
  lastMessageFailed: false,
  rating: null,
  ...fields,
});
const me = { userId: 7, queueIds: [1], canSeeAll: false };
const mine: ListFilters = { visibility: "me", queueIds: [1], withoutQueue: true, tagIds: [] };
const ids = (pages: TicketPage[]) => ticketsOf(pages).map((t) => t.id);

describe("which list shows a ticket after an event", () => {
  it("follows its status: pending in the waiting list, open only with a user, never in another tab", () => {
    expect(listShows(ticket(1, 0), "pending", mine, me)).toBe(true);
    expect(listShows(ticket(1, 0), "open", mine, me)).toBe(false);
    expect(listShows(ticket(1, 0, { status: "open", userId: 7 }), "open", mine, me)).toBe(true);
    expect(listShows(ticket(1, 0, { status: "open", userId: null }), "open", mine, me)).toBe(false);
  });

  it("drops what leaves the viewer's scope: another attendant's ticket, a queue not theirs, a department not selected", () => {
    expect(listShows(ticket(1, 0, { status: "open", userId: 8 }), "open", mine, me)).toBe(false);
    expect(listShows(ticket(1, 0, { queueId: 2 }), "pending", mine, me)).toBe(false);
    expect(
      listShows(ticket(1, 0, { queueId: 2 }), "pending", { ...mine, visibility: "all", queueIds: [1, 2] }, me),
    ).toBe(false);
    expect(listShows(ticket(1, 0, { queueId: null }), "pending", { ...mine, withoutQueue: false }, me)).toBe(false);
    const admin = { ...me, canSeeAll: true };
    expect(listShows(ticket(1, 0, { status: "open", userId: 8 }), "open", { ...mine, visibility: "all" }, admin)).toBe(
      true,
    );
    expect(listShows(ticket(1, 0, { status: "open", userId: 8 }), "open", mine, admin)).toBe(false);
  });

  it("keeps to the chosen tags", () => {
    const tagged = ticket(1, 0, { tags: [{ id: 5, name: "vip", color: "#000" }] });
    expect(listShows(tagged, "pending", { ...mine, tagIds: [5] }, me)).toBe(true);
    expect(listShows(ticket(2, 0), "pending", { ...mine, tagIds: [5] }, me)).toBe(false);
  });
});

describe("a list's pages after an event", () => {
  const pages: TicketPage[] = [
    { tickets: [ticket(3, 30), ticket(2, 20)], hasMore: true },
    { tickets: [ticket(1, 10)], hasMore: false },
  ];

  it("puts a changed ticket in its place by order, once", () => {
    expect(ids(withTicket(pages, ticket(1, 40), true))).toEqual([1, 3, 2]);
    expect(ids(withTicket(pages, ticket(4, 15), true))).toEqual([3, 2, 4, 1]);
    expect(ids(withTicket(pages, ticket(2, 20, { unreadMessages: 3 }), true))).toEqual([3, 2, 1]);
    expect(ticketsOf(withTicket(pages, ticket(2, 20, { unreadMessages: 3 }), true))[1].unreadMessages).toBe(3);
  });

  it("removes it when the list no longer shows it or it was deleted", () => {
    expect(ids(withTicket(pages, ticket(2, 50), false))).toEqual([3, 1]);
    expect(ids(withoutTicket(pages, 3))).toEqual([2, 1]);
  });

  it("leaves a ticket older than everything loaded to the pages not read yet", () => {
    expect(ids(withTicket([pages[0]], ticket(9, 1), true))).toEqual([3, 2]);
    expect(ids(withTicket(pages, ticket(9, 1), true))).toEqual([3, 2, 1, 9]);
  });
});

describe("row texts", () => {
  it("cuts names and messages as the spec says", () => {
    expect(cutName("x".repeat(50), 40)).toHaveLength(40);
    expect(shortMessage("a".repeat(41), 40)).toBe(`${"a".repeat(35)}...`);
    expect(shortMessage("a".repeat(45), 45)).toBe("a".repeat(45));
    expect(shortMessage("a".repeat(46), 45)).toBe(`${"a".repeat(35)}...`);
  });
});

test("a contact edited elsewhere shows its new name on each of its loaded rows, and nothing else changes", () => {
  const pages: TicketPage[] = [
    {
      tickets: [
        ticket(1, 2),
        ticket(2, 1, { contactId: 1, contact: { id: 1, name: "Contact 1", number: "55", profilePicUrl: null } }),
      ],
      hasMore: false,
    },
  ];
  const edited = withContact(pages, { id: 1, name: "Maria Souza", number: "5511988887777", profilePicUrl: null });
  expect(ticketsOf(edited).map((t) => [t.id, t.contact.name, t.contact.number])).toEqual([
    [1, "Maria Souza", "5511988887777"],
    [2, "Maria Souza", "5511988887777"],
  ]);
  expect(withContact(pages, { id: 9, name: "Other", number: "1", profilePicUrl: null })).toBe(pages);
});
