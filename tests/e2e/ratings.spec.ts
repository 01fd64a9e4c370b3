import type { Page } from "@playwright/test";
import { addSimulatorConnection } from "./support/connections";
import { expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

// A connection whose rating message is typed beside its farewell in the connection dialog: a
// resolved ticket's contact answers 4, and the closed ticket's row and chat header show the
// rating, on a wide screen and on a phone.

type OutboxItem = { to: string; body: string };

/** A ticket of the contact, resolved by the admin, whose contact answered the rating with 4. */
async function ratedTicket(page: Page, label: string, from: string) {
  await page.goto("/connections");
  await addSimulatorConnection(page, label, {
    texts: { "Rating message": "Como foi nosso atendimento?", "Farewell message": "Obrigado pela avaliação!" },
  });
  const connections = (await (await page.request.get("/api/whatsapp")).json()) as { id: number; name: string }[];
  const { id } = connections.find((connection) => connection.name === label)!;
  expect((await page.request.post(`/api/simulator/${id}/scan`, { data: {} })).ok()).toBe(true);
  const says = async (body: string) =>
    expect(
      (await page.request.post(`/api/simulator/${id}/inbound`, { data: { from, name: label, body } })).status(),
    ).toBe(202);
  const delivered = async () =>
    ((await (await page.request.get(`/api/simulator/${id}/outbox`)).json()) as { messages: OutboxItem[] }).messages
      .filter((item) => item.to === from)
      .map((item) => item.body);

  await says("Preciso de ajuda com meu pedido");
  const found = await (await page.request.get(`/api/tickets?searchParam=${from}`)).json();
  const ticketId: number = found.conversationTickets[0].id;
  for (const status of ["open", "closed"])
    expect((await page.request.put(`/api/tickets/${ticketId}`, { data: { status } })).ok()).toBe(true);
  await expect.poll(delivered).toContainEqual(expect.stringContaining("Como foi nosso atendimento?"));
  await says("4");
  await expect.poll(delivered).toContain("Obrigado pela avaliação!");
  return ticketId;
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px the closed ticket's row and its chat header show the contact's rating`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await signInAsAdmin(page);
    const from = `55119${Date.now().toString().slice(-7)}`;
    const ticketId = await ratedTicket(page, `Avaliações ${width} ${Date.now() % 100_000}`, from);

    await page.goto("/tickets");
    await page.getByRole("tab", { name: /Resolved/ }).click();
    const row = page.locator(`[data-testid="ticket-row"][data-ticket-id="${ticketId}"]`);
    await expect(row).toHaveAttribute("data-status", "closed");
    const rating = row.getByRole("img", { name: "Rated 4 of 5" });
    await expect(rating).toBeVisible();
    await expect(rating).toHaveText("4");
    // The rating fits the row beside its connection's name, inside the list's width.
    const [rowBox, ratingBox] = [await row.boundingBox(), await rating.boundingBox()];
    expect(ratingBox!.x + ratingBox!.width).toBeLessThanOrEqual(rowBox!.x + rowBox!.width);

    await row.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/tickets/${ticketId}$`));
    const header = page.locator("header").filter({ has: page.getByRole("toolbar") });
    await expect(header.getByRole("img", { name: "Rated 4 of 5" })).toBeVisible();
  });
}
