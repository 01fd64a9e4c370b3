// The mix of bench/load.ts: who the users are (the lists bench's admin and attendants, with the
// tickets each may read, answer and accept) and what each asks next.
import type { Client } from "pg";
import { ADMIN_EMAIL, BENCH_TENANT, SEARCH_TERMS } from "../seed-lists";
import { messageBody } from "./message-text";

/** Each user's next request, by share (out of 100). */
const MIX = [
  ["open tab", 16],
  ["pending tab", 12],
  ["closed tab", 8],
  ["closed tab, deep page", 2],
  ["counts", 10],
  ["messages", 32],
  ["search, common word", 6],
  ["search, rare word", 4],
  ["send", 7],
  ["accept", 3],
] as const;
export type Kind = (typeof MIX)[number][0];

export type Account = {
  email: string;
  id: number;
  admin: boolean;
  visible: number[];
  own: number[];
  pending: number[];
};

/** The accounts the users sign in as: the admin, then attendants (those with open tickets first), with tickets to pick from. */
export async function readAccounts(db: Client, count: number): Promise<Account[]> {
  const {
    rows: [tenant],
  } = await db.query<{ id: number }>(`SELECT id FROM "Tenant" WHERE name = $1`, [BENCH_TENANT]);
  const { rows: users } = await db.query<{ id: number; email: string; queues: number[] }>(
    `SELECT u.id, u.email, coalesce(array_agg(q."queueId") FILTER (WHERE q."queueId" IS NOT NULL), '{}') AS queues
     FROM "User" u LEFT JOIN "UserQueue" q ON q."userId" = u.id WHERE u."idGraf" = $1 AND u.email LIKE 'atendente%' GROUP BY u.id
     ORDER BY (SELECT count(*) FROM "Ticket" t WHERE t."userId" = u.id AND t.status = 'open') DESC, u.id`,
    [tenant.id],
  );
  const ids = async (where: string, params: unknown[]) =>
    (
      await db.query<{ id: number }>(
        `SELECT id FROM "Ticket" WHERE "idGraf" = $1 AND (${where}) ORDER BY random() LIMIT 300`,
        [tenant.id, ...params],
      )
    ).rows.map((r) => r.id);
  const {
    rows: [admin],
  } = await db.query<{ id: number }>(`SELECT id FROM "User" WHERE email = $1`, [ADMIN_EMAIL]);
  const accounts: Account[] = [
    {
      email: ADMIN_EMAIL,
      id: admin.id,
      admin: true,
      visible: await ids("true", []),
      own: await ids(`status = 'open'`, []),
      pending: [],
    },
  ];
  // Each attendant reads and accepts its own share of the pending tickets, so no user finds a
  // ticket gone because another took it meanwhile.
  const attendants = users.slice(0, Math.max(0, count - 1));
  for (const [i, user] of attendants.entries()) {
    const pending = await ids(`status = 'pending' AND ("queueId" = ANY($2) OR "queueId" IS NULL) AND id % $3 = $4`, [
      user.queues,
      attendants.length,
      i,
    ]);
    accounts.push({
      email: user.email,
      id: user.id,
      admin: false,
      visible: [...(await ids(`"userId" = $2`, [user.id])), ...pending],
      own: await ids(`status = 'open' AND "userId" = $2`, [user.id]),
      pending,
    });
  }
  return accounts;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

// BENCH_KINDS="messages,open tab" keeps only those kinds, in their shares: what one kind costs.
// Kinds are separated by a comma without a space, since "search, common word" has one with.
const KINDS = process.env.BENCH_KINDS?.split(/,(?! )/).map((kind) => kind.trim());
const ASKED: readonly (readonly [Kind, number])[] = KINDS ? MIX.filter(([kind]) => KINDS.includes(kind)) : MIX;
if (!ASKED.length) throw new Error(`BENCH_KINDS names none of ${MIX.map(([kind]) => kind).join(", ")}`);
const TOTAL = ASKED.reduce((sum, [, share]) => sum + share, 0);

export function nextKind(): Kind {
  let roll = Math.random() * TOTAL;
  for (const [kind, share] of ASKED) if ((roll -= share) < 0) return kind;
  return ASKED[0][0];
}

export type Session = { account: Account; headers: Record<string, string>; url: string; accepted?: number };

/** One request of `kind` for the session; returns the method and path it used. */
export function request(
  session: Session,
  kind: Kind,
): { method: string; path: string; body?: unknown; then?: () => void } {
  const { account } = session;
  const visibility = account.admin ? "all" : "me";
  // A ticket accepted by this user goes back to pending on its next write.
  if ((kind === "send" || kind === "accept") && session.accepted) {
    const ticket = session.accepted;
    return {
      method: "PUT",
      path: `/api/tickets/${ticket}`,
      body: { status: "pending", userId: null },
      then: () => (session.accepted = undefined),
    };
  }
  switch (kind) {
    case "open tab":
      return { method: "GET", path: `/api/listTicketsByStatus/open?visibility=${visibility}` };
    case "pending tab":
      return { method: "GET", path: `/api/listTicketsByStatus/pending?visibility=${visibility}` };
    case "closed tab":
      return { method: "GET", path: `/api/getClosedTickets?visibility=${visibility}` };
    case "closed tab, deep page":
      return {
        method: "GET",
        path: `/api/listTicketsByStatus/closed?visibility=${visibility}&pageNumber=${2 + Math.floor(Math.random() * 50)}`,
      };
    case "counts":
      return { method: "GET", path: `/api/getCountTickets/false/${account.admin}/${account.id}` };
    case "messages":
      return { method: "GET", path: `/api/messages/${pick(account.visible)}?pageNumber=1` };
    case "search, common word":
      return { method: "GET", path: `/api/tickets?searchParam=${pick([SEARCH_TERMS.common, SEARCH_TERMS.medium])}` };
    case "search, rare word":
      return { method: "GET", path: `/api/tickets?searchParam=${pick([SEARCH_TERMS.rare, SEARCH_TERMS.needle])}` };
    case "send":
      // Attendants without open tickets of their own read one instead.
      if (!account.own.length) return { method: "GET", path: `/api/messages/${pick(account.visible)}?pageNumber=1` };
      return {
        method: "POST",
        path: `/api/messages/${pick(account.own)}`,
        body: { body: messageBody() },
      };
    case "accept": {
      const ticket = account.pending.length
        ? account.pending.splice(Math.floor(Math.random() * account.pending.length), 1)[0]
        : undefined;
      if (!ticket) return { method: "GET", path: `/api/listTicketsByStatus/pending?visibility=${visibility}` };
      return {
        method: "PUT",
        path: `/api/tickets/${ticket}`,
        body: { status: "open", userId: account.id },
        then: () => {
          session.accepted = ticket;
          account.pending.push(ticket);
        },
      };
    }
  }
}
