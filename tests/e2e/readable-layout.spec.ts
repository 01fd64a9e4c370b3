import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

// What a person reads on the screens at a desktop's 1280 px and a phone's 390 px: texts whole or
// visibly cut, nothing lying over a button, nothing jumping.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inLocale = (page: Page, baseURL: string, locale: "pt" | "en" | "es") =>
  page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);

/** Whether the element's text shows whole, no part of it scrolled out of its box. */
const showsWhole = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth);

/** A paired simulator connection serving the first department; returns its id. */
async function pairedConnection(page: Page, name: string) {
  const queues = (await (await page.request.get("/api/queue")).json()) as { id: number }[];
  const created = await page.request.post("/api/whatsapp", {
    data: { name, provider: "simulator", defaultDepartment: queues[0].id, queueIds: [queues[0].id] },
  });
  expect(created.status()).toBeLessThan(300);
  const body = await created.json();
  const id: number = (body.whatsapp ?? body).id;
  expect((await page.request.post(`/api/simulator/${id}/scan`, { data: {} })).status()).toBe(200);
  return id;
}

test("a ticket row shows its connection's name whole, and a long one cut with an ellipsis and named whole on pointing", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const names = { ordinary: "Loja Centro", long: "Atendimento Filial Zona Norte Ampliada" };
  const stamp = Date.now().toString(36);
  for (const [index, name] of [names.ordinary, names.long].entries()) {
    const id = await pairedConnection(page, name);
    const inbound = await page.request.post(`/api/simulator/${id}/inbound`, {
      data: { from: `55119876${String(index).padStart(5, "0")}`, name: `Cliente ${index} ${stamp}`, body: "Oi" },
    });
    expect(inbound.status()).toBe(202);
  }
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/tickets");
    await page.getByRole("tab", { name: /Pending/ }).click();
    const badgeOf = (index: number) =>
      page
        .getByTestId("ticket-row")
        .filter({ hasText: `Cliente ${index} ${stamp}` })
        .getByTestId("ticket-connection");

    const ordinary = badgeOf(0);
    await expect(ordinary).toHaveText(names.ordinary);
    expect(await showsWhole(ordinary)).toBe(true);

    const long = badgeOf(1);
    await expect(long).toBeVisible();
    expect(await showsWhole(long)).toBe(false);
    expect(await long.evaluate((el) => getComputedStyle(el).textOverflow)).toBe("ellipsis");
    await expect(long).toHaveAttribute("title", names.long);
  }
});

test("the search boxes' placeholders fit their boxes at 1280 px, in Portuguese, English and Spanish", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  for (const locale of ["pt", "en", "es"] as const) {
    await inLocale(page, baseURL, locale);
    for (const path of ["/tickets", "/contacts", "/quickAnswers", "/schedules", "/users", "/tags"]) {
      await page.goto(path);
      const box = page.getByRole("searchbox").first();
      await expect(box).toBeVisible();
      const fits = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: input.placeholder, fits: context.measureText(input.placeholder).width <= room };
      });
      expect(fits.placeholder, `${locale} ${path}`).not.toBe("");
      expect(fits, `${locale} ${path}`).toEqual({ placeholder: fits.placeholder, fits: true });
    }
  }
});

test("a toast about a failed save leaves a tall dialog's Cancel button visible and clickable", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  // The connection dialog reaches from near the top of the screen to near its bottom at both sizes.
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/connections");
    await page.getByRole("button", { name: "Add connection" }).click();
    const dialog = page.getByRole("dialog", { name: "Add connection" });
    await dialog.getByLabel("Name").fill(`Toast ${Date.now().toString(36)}`);
    await dialog.getByLabel("Provider").selectOption({ label: "Simulator" });
    await dialog.getByLabel("Default department").selectOption({ label: "Atendimento" });
    await page.context().setOffline(true);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    const toast = page.getByRole("status").filter({ hasText: "Could not connect to the server" });
    await expect(toast).toBeVisible();
    await page.context().setOffline(false);

    const cancel = dialog.getByRole("button", { name: "Cancel", exact: true });
    expect(overlap((await toast.boundingBox())!, (await cancel.boundingBox())!)).toBe(false);
    const onTop = await cancel.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(onTop).toBe(true);
    await expect(toast).toBeVisible();
    await cancel.click();
    await expect(dialog).toBeHidden();
  }
});

test("an invalid range's message moves none of the report's filters", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/reports");
    const filters = page.getByRole("form", { name: "Report filters" });
    const controls = [
      filters.getByLabel("From"),
      filters.getByLabel("To"),
      filters.getByLabel("Department"),
      filters.getByLabel("Attendant"),
      filters.getByRole("button", { name: "Apply" }),
      page.getByText(/^From .* time zone\.$/),
    ];
    const boxes = () => Promise.all(controls.map((control) => control.boundingBox()));
    const before = await boxes();

    await filters.getByLabel("From").fill("2026-03-10");
    await filters.getByLabel("To").fill("2026-03-01");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(filters.getByText("The end date must be on or after the start date.")).toBeVisible();
    await expect(filters.getByLabel("To")).toHaveAttribute("aria-invalid", "true");
    expect(await boxes()).toEqual(before);
  }
});

test("the total row says its first answer is the whole conversation's wait, in Portuguese, English and Spanish", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  const notes = {
    pt: "Conversa inteira, com a espera por departamento e atendente",
    en: "Whole conversation, waiting for a department and attendant included",
    es: "Conversación entera, con la espera de departamento y agente",
  };
  for (const [locale, note] of Object.entries(notes) as ["pt" | "en" | "es", string][]) {
    await inLocale(page, baseURL, locale);
    await page.goto("/reports");
    const totals = page.locator("tfoot").getByRole("rowheader");
    await expect(totals).toHaveCount(2);
    for (const total of await totals.all()) {
      await expect(total).toContainText(note);
      const noteText = total.getByText(note);
      await expect(noteText).toBeVisible();
      expect(await showsWhole(noteText)).toBe(true);
    }
  }
});
