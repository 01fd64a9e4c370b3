import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

// The Reports screen over a conversation made through the inbox's API: a contact writes to a
// department of its own, the administrator takes the ticket, answers twice and resolves it.

const suffix = Date.now().toString(36);
const DEPARTMENT = `Relatórios ${suffix}`;
let department: number;

async function ok(response: Promise<{ ok(): boolean; text(): Promise<string>; json(): Promise<unknown> }>) {
  const res = await response;
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

async function conversation(request: APIRequestContext) {
  department = (
    await ok(request.post("/api/queue", { data: { name: DEPARTMENT, color: `#${Date.now().toString(16).slice(-6)}` } }))
  ).id as number;
  const created = await ok(
    request.post("/api/whatsapp", {
      data: { name: `Reports ${suffix}`, provider: "simulator", defaultDepartment: department, queueIds: [department] },
    }),
  );
  const connection = ((created.whatsapp ?? created) as { id: number }).id;
  await ok(request.post(`/api/simulator/${connection}/scan`));
  const from = `55119${Date.now().toString().slice(-7)}`;
  expect(
    (
      await request.post(`/api/simulator/${connection}/inbound`, {
        data: { from, name: "Cliente Relatório", body: "Preciso de ajuda" },
      })
    ).status(),
  ).toBe(202);
  const found = (await ok(request.get(`/api/tickets?searchParam=${from}`))) as {
    conversationTickets: { id: number; queueId: number }[];
  };
  const ticket = found.conversationTickets[0];
  expect(ticket.queueId).toBe(department);
  await ok(request.put(`/api/tickets/${ticket.id}`, { data: { status: "open" } }));
  await ok(request.post(`/api/messages/${ticket.id}`, { data: { body: "Olá! Já vou ver." } }));
  await ok(request.post(`/api/messages/${ticket.id}`, { data: { body: "Pronto, resolvido." } }));
  await ok(request.put(`/api/tickets/${ticket.id}`, { data: { status: "closed" } }));
}

/** The figures of a table's row, by column header. */
async function rowFigures(page: Page, table: string, name: string) {
  const section = page.getByRole("region", { name: table });
  const headers = await section.getByRole("columnheader").allInnerTexts();
  const cells = await section
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) })
    .getByRole("cell")
    .allInnerTexts();
  return Object.fromEntries(cells.map((text, i) => [headers[i + 1], text]));
}

test.beforeEach(async ({ page }) => signInAsAdmin(page));

test("a department's report: the known figures in its tables, filters by keyboard, and the same in the CSV", async ({
  page,
}) => {
  await conversation(page.request);
  await page.getByRole("navigation").getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();

  // Only this department, chosen and applied with the keyboard.
  const filters = page.getByRole("form", { name: "Report filters" });
  await filters.getByLabel("Department").focus();
  await filters.getByLabel("Department").selectOption({ label: DEPARTMENT });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(filters.getByRole("button", { name: "Apply" })).toBeFocused();
  await page.keyboard.press("Enter");
  const departments = page.getByRole("region", { name: "By department" });
  // The total row says what its figures measure under its name.
  await expect(departments.getByRole("rowheader")).toHaveText([
    DEPARTMENT,
    "Total Whole conversation, waiting for a department and attendant included",
  ]);

  const figures = await rowFigures(page, "By department", DEPARTMENT);
  expect(figures).toMatchObject({ Resolved: "1", "Messages sent": "2", "Open at the end": "0" });
  // Times measured as it happened: some seconds, shown in units.
  for (const column of ["First answer (median)", "Resolution (median)"])
    expect(figures[column]).toMatch(/^\d+\s?[smh]/);
  expect(await rowFigures(page, "By attendant", "Administrador")).toMatchObject({
    Resolved: "1",
    "Messages sent": "2",
  });
  await expect(
    page.getByRole("img", { name: /Tickets resolved and median time to first answer per day/ }),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^attendance-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(csv[0]).toBe(
    "scope,id,name,day,ticketsResolved,firstAnswerMedian,firstAnswerP90,resolutionMedian,resolutionP90,messagesSent,openAtEnd,ratings,ratingAverage,csat",
  );
  expect(csv.find((line) => line.startsWith(`department,${department},`))).toMatch(
    new RegExp(`^department,${department},${DEPARTMENT},,1,\\d+,\\d+,\\d+,\\d+,2,0,0,,$`),
  );

  // A range that ends before it starts is refused in the form, in words.
  await filters.getByLabel("To").fill("2020-01-01");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(filters.getByText("The end date must be on or after the start date.")).toBeVisible();
});

test("at phone width the report is reached from the menu and its tables scroll inside the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation").getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const table = page.getByRole("region", { name: "By attendant" }).getByRole("table");
  await expect(table.getByRole("rowheader", { name: "Total" })).toBeVisible();
  // The wide table scrolls in its own box.
  expect(
    await table.evaluate((element) => element.parentElement!.scrollWidth > element.parentElement!.clientWidth),
  ).toBe(true);
});
