import { expect, test } from "./support/fixtures";
import { pairedDefaultSimulator, pairedSimulatorConnection } from "./support/connections";
import { connected, holdReads, socketFrame } from "./support/hold-reads";
import { inPortuguese, signInAsAdmin } from "./support/sign-in";

test("creates a contact through the screen, refuses a 9-digit Brazilian number, edits it, finds it without accents and deletes it", async ({
  page,
  baseURL,
}) => {
  // The worker's server is shared with other specs, whose contacts write from numbers of their own.
  const line = String(Date.now()).slice(-4);
  await signInAsAdmin(page);
  // A new contact's number is checked with the default connection, which must be paired.
  await pairedDefaultSimulator(page.request, `Contatos ${line}`);
  await inPortuguese(page, baseURL);
  await page.goto("/contacts");
  await page.getByRole("button", { name: "Adicionar contato" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar contato" });
  await expect(dialog.getByLabel("País")).toHaveValue("BR");
  await dialog.getByLabel("Nome", { exact: true }).fill("J");
  await dialog.getByLabel("E-mail").fill("nope");
  await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(dialog.getByText("Muito curto!")).toBeVisible();
  await expect(dialog.getByText("E-mail inválido")).toBeVisible();
  await expect(dialog.getByText("Obrigatório")).toBeVisible();

  await dialog.getByLabel("Nome", { exact: true }).fill("João Pereira");
  await dialog.getByLabel("E-mail").fill("joao@example.test");
  await dialog.getByLabel("Número do WhatsApp").fill("98765-4321");
  await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(dialog.getByText("Número inválido")).toBeVisible();

  await dialog.getByLabel("Número do WhatsApp").fill(`(11) 98765-${line}`);
  await dialog.getByRole("button", { name: "Adicionar informação" }).click();
  await dialog.getByLabel("Nome do campo").fill("Empresa");
  await dialog.getByLabel("Valor").fill("ACME");
  await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(page.getByText("Contato salvo com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: "João Pereira" });
  await expect(row).toContainText(`551198765${line}`);
  await expect(row).toContainText("joao@example.test");

  await row.getByRole("button", { name: "Editar João Pereira" }).click();
  const edit = page.getByRole("dialog", { name: "Editar contato" });
  await expect(edit.getByLabel("Número do WhatsApp")).toHaveValue(`1198765${line}`);
  await expect(edit.getByLabel("Valor")).toHaveValue("ACME");
  await expect(edit.getByLabel("Nome", { exact: true })).toHaveValue("João Pereira");
  await edit.getByLabel("Nome", { exact: true }).fill("João Pereira Lima");
  await expect(edit.getByLabel("Nome", { exact: true })).toHaveValue("João Pereira Lima");
  await edit.getByRole("button", { name: "Salvar" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: "João Pereira Lima" })).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Pesquisar" });
  await search.fill("JOAO");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText("João Pereira Lima");
  await search.fill("ninguém assim");
  await expect(page.getByText("Não encontramos nenhum contato com esse nome")).toBeVisible();

  await search.fill("joao");
  await page.getByRole("button", { name: "Excluir João Pereira Lima" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir João Pereira Lima?" });
  await expect(confirm).toContainText("Todas as conversas e mensagens deste contato também serão excluídas.");
  await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
  await expect(page.getByText("Contato excluído com sucesso!")).toBeVisible();
  await expect(page.getByText("Não encontramos nenhum contato com esse nome")).toBeVisible();
});

test("imports 500 contacts from a CSV through the screen, reports the bad line, and pages through all of them by scrolling", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  await page.goto("/contacts");
  // This run's rows only (the worker's server holds other specs' contacts): a name and numbers of its own.
  const run = `lt${Date.now().toString(36).slice(-5)}`;
  const names = Array.from({ length: 500 }, (_, i) => `Cliente ${run} ${String(i + 1).padStart(3, "0")}`);
  const numbers = names.map((_, i) => `55119${String(Date.now()).slice(-3)}${String(i).padStart(5, "0")}`);
  const csv = ["nome;telefone", ...names.map((name, i) => `${name};${numbers[i]}`), "Sem Número;123"].join("\n");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const importDialog = page.getByRole("dialog", { name: "Import contacts" });
  await expect(importDialog.getByRole("tab", { name: "From a file" })).toHaveAttribute("aria-selected", "true");
  await importDialog
    .getByLabel("Contacts CSV file")
    .setInputFiles({ name: "contatos.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  const result = page.getByRole("dialog", { name: "Import result" });
  await expect(importDialog).toBeHidden();
  await expect(result).toContainText("500 contacts created, 0 updated, 1 line rejected.");
  await expect(result.getByTestId("import-rejected")).toHaveText("Line 502: invalid number");
  await result.getByRole("button", { name: "OK" }).click();

  await page.getByRole("searchbox", { name: "Search" }).fill(run.toUpperCase());
  const table = page.getByTestId("contacts-scroll");
  const rows = page.locator("tbody tr").filter({ hasText: run });
  await expect(rows).toHaveCount(20);
  // As a reader does: scroll to the end again and again, a scroll that lands while a page is loading
  // asking for nothing more, until no further page comes for 15 s. In the page, in one step: a
  // Playwright step a page (with its trace snapshot of hundreds of rows) takes seconds on a busy machine.
  const shown = await table.evaluate(async (element, term) => {
    const count = () =>
      [...element.querySelectorAll("tbody tr")].filter((row) => row.textContent?.includes(term)).length;
    let last = count();
    for (let since = Date.now(); last < 500 && Date.now() - since < 15_000;) {
      element.scrollTo(0, element.scrollHeight);
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (count() !== last) [last, since] = [count(), Date.now()];
    }
    return last;
  }, run);
  expect(shown).toBe(500);
  await expect(rows.last()).toContainText(names[499]);
  await expect(rows.last()).toBeVisible();
  // Every row once, in the name order the pages follow: nothing repeated, nothing skipped.
  expect(await rows.locator("td:nth-child(2)").allTextContents()).toEqual(names);
  await table.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(page.getByLabel("Loading contacts")).toHaveCount(0);
  await expect(rows).toHaveCount(500);
});

test("imports the contacts saved in a paired connection's phone through the import dialog", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const run = `ag${Date.now().toString(36).slice(-5)}`;
  const connection = `Agenda ${run}`;
  const whatsappId = await pairedSimulatorConnection(page, connection);
  const line = String(Date.now()).slice(-4);
  const saved = await page.request.post(`/api/simulator/${whatsappId}/contacts`, {
    data: {
      contacts: [
        { number: `55119876${line}1`, name: `Ana ${run}` },
        { number: `55219876${line}2`, name: `Bruno ${run}` },
        { number: "12345678", name: `Errado ${run}` },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/contacts");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import contacts" });
  await dialog.getByRole("tab", { name: "From a connection" }).click();
  await dialog.getByLabel("Connection", { exact: true }).selectOption({ label: connection });
  await dialog.getByRole("button", { name: "Import from connection" }).click();
  const result = page.getByRole("dialog", { name: "Import result" });
  // The simulated phone also knows three contacts of its own (created here, or updated when another test imported them).
  await expect(result).toContainText(/\d contacts created, \d updated, 1 contact rejected\./);
  await expect(result.getByTestId("import-rejected")).toHaveText("Contact 6 of the phone: invalid number");
  await result.getByRole("button", { name: "OK" }).click();

  await page.getByRole("searchbox", { name: "Search" }).fill(run);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Ana ${run}`);
  await expect(rows.nth(0)).toContainText(`55119876${line}1`);
  await expect(rows.nth(1)).toContainText(`Bruno ${run}`);

  // The dialog fits a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Choose a CSV file" })).toBeInViewport();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test("fits a phone's width: the table, the actions and the contact dialog", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  const created = await page.request.post("/api/contacts", {
    data: { name: "Phone Width Person", zoneCode: "55", number: "21988887777", email: "phone@example.test" },
  });
  expect(created.status()).toBe(201);
  await page.goto("/contacts");
  await page.getByRole("searchbox", { name: "Search" }).fill("phone width");
  const row = page.getByRole("row").filter({ hasText: "Phone Width Person" });
  await expect(row.getByRole("button", { name: "Edit Phone Width Person" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await row.getByRole("button", { name: "Edit Phone Width Person" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit contact" });
  await expect(dialog.getByLabel("Country")).toHaveValue("BR");
  await expect(dialog.getByRole("button", { name: "Save" })).toBeInViewport();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test("a contact renamed while the list is still being read shows its new name once the list shows", async ({
  page,
}) => {
  const line = String(Date.now()).slice(-6);
  await signInAsAdmin(page);
  // First by name, so on the first page whatever other contacts the worker's server holds.
  const contact = { name: `Aaaa Antes ${line}`, zoneCode: "55", number: `2197${line}` };
  const created = await page.request.post("/api/contacts", { data: contact });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const release = await holdReads(page, "/contacts");
  await page.goto("/contacts", { waitUntil: "commit" });
  const listening = socketFrame(page, connected);
  const renamed = `Aaaa Depois ${line}`;
  const heard = socketFrame(page, (frame) => frame.includes(renamed));
  await listening;
  expect((await page.request.put(`/api/contacts/${id}`, { data: { ...contact, name: renamed } })).ok()).toBe(true);
  await heard;
  release();
  await expect(page.getByRole("row").filter({ hasText: renamed })).toBeVisible();
});
