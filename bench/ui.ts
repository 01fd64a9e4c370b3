// The inbox as a user sees it: Playwright in Debian's full Chromium, the browser people use, not
// the tests' headless shell (CHROMIUM_PATH overrides), against the real server (production build)
// on bench/seed-lists.ts's tenant of 100k tickets and 2M messages, signed in as its admin (sees the
// whole tenant), 1280 x 800. Each round, in a fresh document:
//   1. /tickets from navigation until its first ticket row is visible, with the document's
//      responseStart (the server's part);
//   2. half a second later, a ticket of about 200 messages opened from there (a client
//      navigation, as a row's link does) until its last message is visible;
//   3. an open ticket's chat, and a contact's message through the simulator API until it is shown.
// Then a few more rounds are traced (Chrome's timeline, as DevTools records it) for the page's main
// thread's busy time per /tickets load and per opening, split into script, style and layout, paint;
// they are separate from the timed rounds, whose times tracing would lengthen. Then 2,000 rows of
// the Resolved tab are loaded and scrolled through while a PerformanceObserver counts long tasks.
// Times are taken with the page's own clock; p50 and p95 are nearest-rank.
//
// Usage: BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:55461/postgres npx tsx bench/ui.ts [options]
//   --keep       keep the seeded database (atende_lists_kept, shared with bench/lists.ts) and reuse it
//   --runs=N     measured rounds (default 40), after 3 rounds of warm-up
//   --rows=N     rows to load and scroll through (default 2000)
//   --traced=N   traced rounds for the main thread's busy time (default 10)
//   --scale=F    a multiple of the lists' data (default 1); with --keep, --scale=10 reuses lists.ts's
//                atende_lists_kept_x10 (1M tickets, 20M messages)
// E2E_SKIP_BUILD=1 reuses the existing production build (.next) instead of building first.
// BENCH_CPU_PROF=<dir> writes a CPU profile of the page's main thread for each measured opening of a ticket.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "@playwright/test";
import { Client } from "pg";
import { chromiumArgs, chromiumExecutable } from "@/tests/e2e/support/chromium";
import buildApp from "@/tests/e2e/support/global-setup";
import { startServer } from "@/tests/e2e/support/server";
import { ADMIN_EMAIL, BENCH_PASSWORD, BENCH_TENANT } from "./seed-lists";
import { benchDatabase } from "./support/bench-database";
import { ensureListsData, keptListsDatabase, scaled } from "./support/lists-data";
import { mainThreadBusy, TRACE_CATEGORIES, type BusyTime } from "./support/main-thread";
import { percentiles } from "./support/percentiles";
import { cpuSeconds } from "./support/process-cpu";

const { values: args } = parseArgs({
  options: {
    keep: { type: "boolean" },
    runs: { type: "string", default: "40" },
    rows: { type: "string", default: "2000" },
    traced: { type: "string", default: "10" },
    scale: { type: "string", default: "1" },
  },
});
const MULTIPLE = Number(args.scale);
const RUNS = Number(args.runs);
const ROWS = Number(args.rows);
const TRACED = Number(args.traced);
const WARM_UP = 3;
const PROFILE = process.env.BENCH_CPU_PROF && path.resolve(process.env.BENCH_CPU_PROF);
const TARGETS = { list: 800, server: 150, open: 300, inbound: 250, longTask: 50 } as const;
/** A chat whose unread divider is this near its log's top (under the sticky day) opened at the divider. */
const DIVIDER_AT_TOP_PX = 80;
/** The pause between /tickets showing its rows and a ticket being opened from it. */
const READER_PAUSE_MS = 500;
/** Marks the server's processes, whose CPU time is read from /proc. */
const SERVER_MARK = `BENCH_UI_SERVER=${process.pid}-${Date.now()}`;

/** Tickets the rounds open, read before the server starts. */
type Facts = {
  /** The tickets whose message count is nearest 200, with their latest message. */
  long: { id: number; messages: number; lastId: number }[];
  /** An open ticket of the connection the simulator pairs, and its contact's number and name. */
  open: { id: number; whatsappId: number; number: string; name: string };
};

async function readFacts(db: Client): Promise<Facts> {
  const {
    rows: [tenant],
  } = await db.query<{ id: number }>(`SELECT id FROM "Tenant" WHERE name = $1`, [BENCH_TENANT]);
  const {
    rows: [open],
  } = await db.query<Facts["open"]>(
    `SELECT t.id, t."whatsappId", c.number, c.name FROM "Ticket" t JOIN "Contact" c ON c.id = t."contactId" JOIN "Whatsapp" w ON w.id = t."whatsappId"
     WHERE t."idGraf" = $1 AND t.status = 'open' AND w."isDefault" ORDER BY t.id LIMIT 1`,
    [tenant.id],
  );
  // The open ticket gathers every round's inbound message: it is not one of the long ones.
  const { rows: long } = await db.query<{ id: number; messages: number; lastId: number }>(
    `SELECT m."ticketId" AS id, count(*)::int AS messages,
            (SELECT id FROM "Message" l WHERE l."ticketId" = m."ticketId" ORDER BY "createdAt" DESC, id DESC LIMIT 1) AS "lastId"
     FROM "Message" m WHERE m."idGraf" = $1 AND m."ticketId" <> $2 GROUP BY m."ticketId" ORDER BY abs(count(*) - 200), m."ticketId" LIMIT 5`,
    [tenant.id, open.id],
  );
  return { long, open };
}

type ChatPlace = { gap: number; divider: number | null; jumpButton: string | null };

type Probes = {
  /** When the first ticket row was laid out inside the window, from the document's start. */
  firstRowAt?: number;
  /** When the first ticket row was hydrated (React took over the server's markup): a click works from then on. */
  hydratedAt?: number;
  /** Resolves with the time of the first frame in which `find()` gives an element in view in the chat's log. */
  shownInLog: (find: () => Element | null | undefined) => Promise<number | undefined>;
  /**
   * Where the chat's log is: its distance from the end, where its unread divider is from the log's
   * top (null without one), the jump button's count.
   */
  chatNow: () => ChatPlace;
  next: { router: { push: (href: string, options?: { scroll: boolean }) => void } };
};

/** Installed in every document before its own scripts. */
function installProbes() {
  const w = window as unknown as Probes;
  // The default buffer keeps 250 requests; loading 2,000 rows makes more.
  performance.setResourceTimingBufferSize(100_000);
  const firstRow = () => {
    const box = document.querySelector('[data-testid="ticket-row"]')?.getBoundingClientRect();
    if (box && box.height > 0 && box.top < window.innerHeight) w.firstRowAt = performance.now();
    else requestAnimationFrame(firstRow);
  };
  requestAnimationFrame(firstRow);
  const hydrated = () => {
    const row = document.querySelector('[data-testid="ticket-row"]');
    if (row && Object.keys(row).some((key) => key.startsWith("__reactFiber"))) w.hydratedAt = performance.now();
    else requestAnimationFrame(hydrated);
  };
  requestAnimationFrame(hydrated);
  w.shownInLog = (find) =>
    new Promise((resolve) => {
      const deadline = performance.now() + 5_000;
      const check = () => {
        const log = document.querySelector('[role="log"]')?.getBoundingClientRect();
        const box = find()?.getBoundingClientRect();
        if (log && box && box.height > 0 && box.bottom > log.top && box.top < log.bottom) resolve(performance.now());
        else if (performance.now() > deadline) resolve(undefined);
        else requestAnimationFrame(check);
      };
      check();
    });
  w.chatNow = () => {
    const log = document.querySelector('[role="log"]') as HTMLElement | null;
    const divider = log?.querySelector('[role="separator"][aria-label*="unread"]');
    const jump = document.querySelector('button[aria-label="Jump to the latest messages"]');
    return {
      // A column drawn from its end (column-reverse) counts its scroll from there: 0 at the end, negative above.
      gap: !log
        ? -1
        : getComputedStyle(log).flexDirection === "column-reverse"
          ? -log.scrollTop
          : log.scrollHeight - log.scrollTop - log.clientHeight,
      divider: log && divider ? divider.getBoundingClientRect().top - log.getBoundingClientRect().top : null,
      jumpButton: jump ? jump.textContent : null,
    };
  };
}

async function loadTickets(page: Page) {
  await page.goto("/tickets", { waitUntil: "commit" });
  await page.waitForFunction(() => (window as unknown as Probes).firstRowAt !== undefined, null, { timeout: 30_000 });
  // Rows drawn by the server show before the page's scripts run: the rounds go on once it is hydrated and its router ready.
  await page.waitForFunction(
    () => (window as unknown as Probes).hydratedAt !== undefined && (window as unknown as Probes).next?.router,
    null,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return {
      firstRow: (window as unknown as Probes).firstRowAt!,
      hydrated: (window as unknown as Probes).hydratedAt!,
      responseStart: nav.responseStart,
      serverWait: nav.responseStart - nav.requestStart,
      responseEnd: nav.responseEnd,
      domContentLoaded: nav.domContentLoadedEventEnd,
    };
  });
}

/**
 * A client navigation to the ticket, as its row's link makes (without scrolling the document), until `lastId` is in view; and when
 * the requests it made were answered (the page's server render, the viewer, the messages).
 */
async function openTicket(page: Page, ticketId: number, lastId: number) {
  return page.evaluate(
    async ({ ticketId, lastId }) => {
      const w = window as unknown as Probes;
      const started = performance.now();
      w.next.router.push(`/tickets/${ticketId}`, { scroll: false });
      const shownAt = await w.shownInLog(() => document.querySelector(`[data-message-id="${lastId}"]`));
      if (shownAt === undefined) return { missed: w.chatNow() };
      const shown = shownAt - started;
      const requests = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
        (r) => r.startTime >= started,
      );
      const answered = (test: (url: URL) => boolean) => {
        const request = requests.find((r) => test(new URL(r.name)));
        return request && request.responseEnd - started;
      };
      return {
        shown,
        rsc: answered((url) => url.searchParams.has("_rsc")),
        me: answered((url) => url.pathname === "/api/auth/me"),
        messages: answered((url) => url.pathname === `/api/messages/${ticketId}`),
      };
    },
    { ticketId, lastId },
  );
}

/**
 * Where the open chat is (its distance from its end, its unread divider's from its top); then
 * scrolls it to its end with the mouse wheel, as a reader does, until it stays there (rows drawn
 * at the end are measured and can grow the log): a live message follows only a reader at the end,
 * and a chat with unread messages opens at their divider.
 */
async function settleAtEnd(page: Page) {
  const place = await page.evaluate(() => (window as unknown as Probes).chatNow());
  await page.getByRole("log").hover();
  for (let still = 0, tries = 0; still < 3 && tries < 30; tries++) {
    await page.mouse.wheel(0, 10_000);
    await page.waitForTimeout(100);
    still = (await page.evaluate(() => (window as unknown as Probes).chatNow().gap)) <= 1 ? still + 1 : 0;
  }
  return place;
}

/** A contact's message through the simulator API, until the open chat shows it; and the call's own time. */
async function inbound(page: Page, open: Facts["open"], round: number) {
  return page.evaluate(
    async ({ open, body }) => {
      const shown = (window as unknown as Probes).shownInLog(() =>
        [...document.querySelectorAll("[data-message-id]")].find((e) => e.textContent?.includes(body)),
      );
      const started = performance.now();
      const res = await fetch(`/api/simulator/${open.whatsappId}/inbound`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ from: open.number, body }),
      });
      const answered = performance.now();
      if (!res.ok) throw new Error(`inbound: ${res.status} ${await res.text()}`);
      const call = answered - started;
      const shownAt = await shown;
      // Not in view: below the end of a log that did not follow (the jump button counts it), or never arrived.
      return shownAt === undefined
        ? { call, missed: (window as unknown as Probes).chatNow() }
        : { shown: shownAt - started, call };
    },
    { open, body: `bench ui ${Date.now()} ${round}` },
  );
}

type Scroll = {
  rows: number;
  loadSeconds: number;
  loadLongTasks: number[];
  scrollSeconds: number;
  longTasks: number[];
  pageRequests: number;
};

/** Loads `ROWS` rows of the Resolved tab by scrolling to its end, then scrolls through them from the top. */
async function scrollRows(page: Page): Promise<Scroll> {
  await loadTickets(page);
  await page.getByRole("tab").nth(2).click();
  return page.evaluate(async (rows) => {
    const scroller = document.querySelector(
      '[role="tabpanel"][data-state="active"] [data-virtuoso-scroller]',
    ) as HTMLElement;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const lastIndex = () =>
      Math.max(-1, ...[...scroller.querySelectorAll("[data-index]")].map((e) => Number(e.getAttribute("data-index"))));
    const watch = () => {
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
      observer.observe({ type: "longtask" });
      return () => (observer.disconnect(), tasks);
    };
    let stop = watch();
    let started = performance.now();
    // The next page loads within 50 px of the end: keep at the end until enough rows are in.
    while (lastIndex() < rows - 1) {
      if (performance.now() - started > 300_000) throw new Error(`only ${lastIndex() + 1} rows after 5 minutes`);
      scroller.scrollTop = scroller.scrollHeight;
      await frame();
    }
    const loadSeconds = (performance.now() - started) / 1000;
    const loadLongTasks = stop();
    scroller.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // A fast, steady scroll (about 6,000 px a second at 60 frames) that stops short of the end, so
    // no page loads while it is measured.
    stop = watch();
    started = performance.now();
    const requestsBefore = performance.getEntriesByType("resource").length;
    const end = scroller.scrollHeight - scroller.clientHeight - 200;
    while (scroller.scrollTop < end) {
      scroller.scrollTop = Math.min(end, scroller.scrollTop + 100);
      await frame();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Requests for pages (server renders) made while scrolling, e.g. links prefetching their pages.
    const pageRequests = performance
      .getEntriesByType("resource")
      .slice(requestsBefore)
      .filter((r) => new URL(r.name).searchParams.has("_rsc")).length;
    return {
      rows: lastIndex() + 1,
      loadSeconds,
      loadLongTasks,
      scrollSeconds: (performance.now() - started) / 1000,
      longTasks: stop(),
      pageRequests,
    };
  }, ROWS);
}

/** Samples the page's main thread (BENCH_CPU_PROF=<dir>); the returned function writes `<name>.cpuprofile` there. */
async function startProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 250 });
  await cdp.send("Profiler.start");
  return async (name: string) => {
    const { profile } = await cdp.send("Profiler.stop");
    mkdirSync(PROFILE!, { recursive: true });
    writeFileSync(path.join(PROFILE!, `${name}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  };
}

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(ADMIN_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(BENCH_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/tickets$/);
}

/** Opens the open ticket's chat by a client navigation and waits until it shows its messages. */
async function openChat(page: Page, open: Facts["open"]) {
  return page.evaluate(async ({ id, name }) => {
    const w = window as unknown as Probes;
    w.next.router.push(`/tickets/${id}`, { scroll: false });
    const deadline = performance.now() + 15_000;
    const region = () =>
      [...document.querySelectorAll("section[aria-label]")].find(
        (e) => e.getAttribute("aria-label") === `Conversation with ${name}`,
      );
    while (performance.now() < deadline) {
      if (location.pathname === `/tickets/${id}` && region()?.querySelector("[data-message-id]")) return true;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return false;
  }, open);
}

/** The main thread's busy time from `startTracing` until `work` has ended. */
async function traced(browser: Browser, page: Page, work: () => Promise<unknown>): Promise<BusyTime> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const failed = await work().then(
    () => null,
    (error: unknown) => ({ error }),
  );
  const trace = await browser.stopTracing();
  if (failed) throw failed.error;
  return mainThreadBusy(trace);
}

type Busy = { list: BusyTime[]; open: BusyTime[] };

/** Traced rounds: a /tickets load until 500 ms after its load event, an opening until 500 ms after its last message showed. */
async function traceRounds(browser: Browser, page: Page, facts: Facts): Promise<Busy> {
  const busy: Busy = { list: [], open: [] };
  for (let round = 0; round < TRACED; round++) {
    busy.list.push(
      await traced(browser, page, async () => {
        await loadTickets(page);
        await page.waitForLoadState("load");
        await page.waitForTimeout(500);
      }),
    );
    const long = facts.long[round % facts.long.length];
    busy.open.push(
      await traced(browser, page, async () => {
        await openTicket(page, long.id, long.lastId);
        await page.waitForTimeout(500);
      }),
    );
  }
  return busy;
}

async function measure(url: string, facts: Facts) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable({ shell: false }), args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 }, locale: "en-US" });
    const page = await context.newPage();
    await signIn(page);
    const scan = await page.request.post(`/api/simulator/${facts.open.whatsappId}/scan`, { data: {} });
    if (!scan.ok()) throw new Error(`pairing the simulator: ${scan.status()} ${await scan.text()}`);
    // tsx keeps function names by wrapping named functions in __name(), which the page lacks.
    await page.addInitScript({ content: "globalThis.__name = (target) => target;" });
    await page.addInitScript(installProbes);
    const missed: ({ what: string; round: number } & ChatPlace)[] = [];
    const places: Places = { long: [], open: [] };
    const times: Record<string, number[]> = {};
    const record = (values: Record<string, number | undefined>) =>
      Object.entries(values).forEach(([key, value]) => value !== undefined && (times[key] ??= []).push(value));
    let serverCpu = 0;
    for (let round = -WARM_UP; round < RUNS; round++) {
      if (round === 0) serverCpu = -cpuSeconds({ environ: SERVER_MARK });
      const list = await loadTickets(page);
      // A reader looks at the list before choosing a ticket.
      await page.waitForTimeout(READER_PAUSE_MS);
      const long = facts.long[(round + WARM_UP) % facts.long.length];
      const profile = round >= 0 && PROFILE ? await startProfile(page) : undefined;
      const opened = await openTicket(page, long.id, long.lastId);
      await profile?.(`open-${round}`);
      await page.waitForTimeout(500);
      const longPlace = await settleAtEnd(page);
      // The open ticket's chat, settled (its messages drawn, the socket in its room) before the call.
      if (!(await openChat(page, facts.open))) {
        // A chat that never loads is reported, not waited for.
        if (round >= 0)
          missed.push({
            what: "open ticket's chat not shown in 15 s",
            round,
            gap: -1,
            divider: null,
            jumpButton: null,
          });
        await page.screenshot({ path: "/tmp/atende-bench-ui-missed-chat.png" });
        continue;
      }
      await page.waitForTimeout(500);
      const openPlace = await settleAtEnd(page);
      const arrived = await inbound(page, facts.open, round);
      if (round < 0) continue;
      for (const [what, result] of [
        ["open", opened],
        ["inbound", arrived],
      ] as const) {
        if (!result.missed) continue;
        if (!missed.some((m) => m.what === what))
          await page.screenshot({ path: `/tmp/atende-bench-ui-missed-${what}.png` });
        missed.push({ what, round, ...result.missed });
      }
      record({ ...list, ...opened, missed: undefined, inbound: arrived.shown, call: arrived.call });
      places.long.push(longPlace);
      places.open.push(openPlace);
    }
    serverCpu += cpuSeconds({ environ: SERVER_MARK });
    const busy = await traceRounds(browser, page, facts);
    return { times, places, missed, serverCpuPerRound: serverCpu / RUNS, busy, scroll: await scrollRows(page) };
  } finally {
    await browser.close();
  }
}

type Places = { long: ChatPlace[]; open: ChatPlace[] };
type Measured = Awaited<ReturnType<typeof measure>>;

/** How many chats were at their end (Virtuoso counts a reader within 4 px of it as there), or had their unread divider at the top. */
function printPlaces(places: ChatPlace[], what: string) {
  const atEnd = places.filter((p) => p.gap <= 4).length;
  const atDivider = places.filter(
    (p) => p.gap > 4 && p.divider !== null && p.divider >= -4 && p.divider <= DIVIDER_AT_TOP_PX,
  ).length;
  const elsewhere = places.filter(
    (p) => p.gap > 4 && !(p.divider !== null && p.divider >= -4 && p.divider <= DIVIDER_AT_TOP_PX),
  );
  const largest = elsewhere.length
    ? `, the largest gap from the end ${Math.max(...elsewhere.map((p) => p.gap)).toFixed(0)} px`
    : "";
  console.log(
    `${what}: at its end ${atEnd}, at its unread divider ${atDivider}, elsewhere ${elsewhere.length} of ${places.length}${largest}`,
  );
}

function printBusy(busy: BusyTime[], what: string) {
  if (!busy.length) return;
  const part = (key: keyof BusyTime) => {
    const { p50, p95 } = percentiles(busy.map((b) => b[key]));
    return `${p50.toFixed(0)} / ${p95.toFixed(0)}`;
  };
  console.log(
    `${what} (${busy.length} traced, p50 / p95 ms): busy ${part("busy")} (wall), CPU ${part("cpu")}: script ${part("script")}, ` +
      `style and layout ${part("styleLayout")}, paint ${part("paint")}, other ${part("other")}`,
  );
}

function print({ times, places, busy, serverCpuPerRound, scroll }: Measured, facts: Facts) {
  const row = (what: string, values: number[] | undefined, target?: number) => {
    if (!values?.length) return console.log(`${what.padEnd(75)} (not requested)`);
    const { p50, p95 } = percentiles(values);
    const verdict = target === undefined ? "" : `≤ ${target} ms ${p95 <= target ? "met" : "NOT met"}`;
    console.log(`${what.padEnd(75)} ${p50.toFixed(0).padStart(7)} ${p95.toFixed(0).padStart(7)}  ${verdict}`);
  };
  const counts = facts.long.map((t) => t.messages).join(", ");
  console.log(`${"".padEnd(75)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)}  target p95`);
  row("/tickets: first rows visible, from navigation", times.firstRow, TARGETS.list);
  row("  its rows hydrated (a click works)", times.hydrated);
  row("/tickets: the document's responseStart, from navigation", times.responseStart, TARGETS.server);
  row("  responseStart - requestStart (the server's wait)", times.serverWait);
  row("  the document's responseEnd", times.responseEnd);
  row("  DOMContentLoaded ended", times.domContentLoaded);
  row(`a ticket opened to its last message (${counts} messages)`, times.shown, TARGETS.open);
  row("  the page's server render (RSC) answered", times.rsc);
  row("  GET /api/auth/me answered", times.me);
  row("  GET /api/messages/:id answered (the first, when the chat asked)", times.messages);
  row("an inbound message shown in the open chat, from the call", times.inbound, TARGETS.inbound);
  row("  of which the simulator call until it answered", times.call);
  console.log("");
  printPlaces(places.long, "the long ticket's chat, 500 ms after its last message was visible");
  printPlaces(places.open, "the open ticket's chat, 500 ms after it showed its messages");
  console.log("");
  printBusy(busy.open, "main thread per opening, until 500 ms after its last message showed");
  printBusy(busy.list, "main thread per /tickets load, until 500 ms after its load event");
  console.log(
    `server CPU per round (a /tickets load, two chats opened, an inbound message): ${(serverCpuPerRound * 1000).toFixed(0)} ms`,
  );
  const longest = (tasks: number[]) => (tasks.length ? Math.max(...tasks).toFixed(0) : "-");
  console.log(
    `\nscrolling ${scroll.rows} loaded rows of the Resolved tab (${scroll.scrollSeconds.toFixed(1)} s): ${scroll.longTasks.length} long tasks, ` +
      `the longest ${longest(scroll.longTasks)} ms (target: none over ${TARGETS.longTask} ms); ${scroll.pageRequests} page requests (_rsc) meanwhile`,
  );
  console.log(
    `loading them by scrolling to the end (${scroll.loadSeconds.toFixed(1)} s, a page of 15 at a time): ${scroll.loadLongTasks.length} long tasks, ` +
      `the longest ${longest(scroll.loadLongTasks)} ms`,
  );
}

async function main() {
  const log = (line: string) => console.log(`[ui] ${line}`);
  const scale = scaled(MULTIPLE);
  const database = await benchDatabase("PostgreSQL", {
    name: args.keep ? keptListsDatabase("PostgreSQL", MULTIPLE) : `atende_ui_${process.pid}_${Date.now()}`,
    keep: args.keep,
  });
  try {
    const db = new Client({ connectionString: database.url });
    await db.connect();
    await ensureListsData(db, database, scale, log);
    const facts = await readFacts(db);
    await db.end();

    await buildApp();
    const server = await startServer({
      optimized: true,
      env: {
        DATABASE_URL: database.url,
        AUTH_SECRET: randomBytes(32).toString("hex"),
        SIMULATOR_ENABLED: "1",
        // The seeded open tickets age between runs; closing them would change the lists measured.
        TICKET_AUTO_CLOSE_HOURS: String(24 * 365 * 100),
        BENCH_UI_SERVER: SERVER_MARK.split("=")[1],
      },
    });
    try {
      const load = loadavg()[0];
      const measured = await measure(server.url, facts);
      console.log(
        `\nthe inbox in Chromium on PostgreSQL: ${scale.tickets} tickets, ${scale.messages} messages; ${RUNS} rounds after ${WARM_UP} of warm-up`,
      );
      console.log(`load average (1 min) ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end\n`);
      print(measured, facts);
      const { missed } = measured;
      if (missed.length)
        console.log(
          `\nnot in view within 5 s (the log's distance from its end in px, the jump button's count); screenshots in /tmp/atende-bench-ui-missed-*.png:\n${JSON.stringify(missed)}`,
        );
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
