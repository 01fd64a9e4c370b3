import { expect, type Browser } from "@playwright/test";
import { addSimulatorConnection } from "./connections";
import { ADMIN } from "./fixtures";
import type { RunningServer } from "./server";
import { signInAsAdmin } from "./sign-in";

// Simulated phones writing to a server through the simulator API, as WhatsApp would: each number
// sends its messages in order and keeps one until the server has answered it.
export type Phone = { number: string; ids: string[]; answered: number };
/** GET (or POST with a body) as the admin; `token` is the access token it sends. */
export type Api = ((path: string, body?: unknown) => Promise<Response>) & { token: string };
type Ticket = {
  id: number;
  status: string;
  whatsappId: number;
  contact: { id: number; number: string };
  lastMessage: string;
  lastMessageTime: string;
  unread: boolean;
  unreadMessages: number;
};
type Message = { body: string; fromMe: boolean; createdAt: string; dataJson: { simulator: { id: string } } };

export const phones = (numbers: number, perNumber: number): Phone[] =>
  Array.from({ length: numbers }, (_, lane) => ({
    number: `55119770${String(lane).padStart(5, "0")}`,
    ids: Array.from({ length: perNumber }, (_, k) => `BURST-${lane}-${k}`),
    answered: 0,
  }));

/** The demo administrator's API on one server, with an access token. */
export async function signIn(server: RunningServer): Promise<Api> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const call = (path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  return Object.assign(call, { token });
}

/** A paired simulator connection, added through the Connections screen as an admin would. */
export async function pairedConnection(browser: Browser, server: RunningServer, api: Api) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto("/connections");
  await addSimulatorConnection(page, "Burst");
  await context.close();
  const connections = (await (await api("/api/whatsapp")).json()) as { id: number; name: string }[];
  const { id } = connections.find((connection) => connection.name === "Burst")!;
  expect((await api(`/api/simulator/${id}/scan`, {})).status).toBe(200);
  return id;
}

export const deliver = (api: Api, connectionId: number, phone: Phone, k: number) =>
  api(`/api/simulator/${connectionId}/inbound`, { id: phone.ids[k], from: phone.number, body: phone.ids[k] });

/** The number's tickets and, for each, its messages in reading order, as the inbox shows them. */
export async function inboxOf(api: Api, phone: Phone) {
  const search = (await (await api(`/api/tickets?searchParam=${phone.number}`)).json()) as {
    conversationTickets: Ticket[];
  };
  return Promise.all(
    search.conversationTickets.map(async (ticket) => {
      const pages: Message[][] = [];
      for (let page = 1; ; page++) {
        const body = (await (await api(`/api/messages/${ticket.id}?pageNumber=${page}`)).json()) as {
          messages: Message[];
          hasMore: boolean;
        };
        pages.push(body.messages);
        if (!body.hasMore) break;
      }
      return { ticket, messages: pages.reverse().flat() };
    }),
  );
}
