import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

async function inPortuguese(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "pt", url: baseURL }]);
}

test("creates a contact through the screen, refuses a 9-digit Brazilian number, edits it, finds it without accents and deletes it", async ({ page, baseURL }) => {
  // The worker's server is shared with other specs, whose contacts write from numbers of their own.
  const line = String(Date.now()).slice(-4);
  await signInAsAdmin(page);
  await inPortuguese(page, baseURL);
  await page.goto("/contacts");
  await page.getByRole("button", { name: "Adicionar contato" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar contato" });
  await expect(dialog.getByLabel("País")).toHaveValue("BR");
  await dialog.getByLabel("Nome", { exact: true }).fill("J");
  await dialog.getByLabel("E-mail").fill("nope");
  await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(dialog.getByText("Muito curto!")).toBeVisible();
  await expect(dialog.getByText("Invalid email")).toBeVisible();
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

test("imports 500 contacts from a CSV through the screen, reports the bad line, and pages them by scrolling", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  await page.goto("/contacts");
  const rows = Array.from({ length: 500 }, (_, i) => `Cliente ${String(i + 1).padStart(3, "0")};55119${String(i).padStart(8, "0")}`);
  const csv = ["nome;telefone", ...rows, "Sem Número;123"].join("\n");
  await page.getByLabel("Contacts CSV file").setInputFiles({ name: "contatos.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  const result = page.getByRole("dialog", { name: "Import result" });
  await expect(result).toContainText("500 contacts created, 0 updated, 1 line rejected.");
  await expect(result.getByTestId("import-rejected")).toHaveText("Line 502: invalid number");
  await result.getByRole("button", { name: "OK" }).click();

  const table = page.getByTestId("contacts-scroll");
  const clients = page.getByRole("row").filter({ hasText: "Cliente" });
  await expect(clients).toHaveCount(20);
  await table.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(clients).toHaveCount(40);
  // Each page follows as the reader keeps scrolling (the first five pages: a busy machine takes seconds a page).
  const scrolledCount = async () => {
    await table.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    return clients.count();
  };
  for (let shown = 40; shown < 100; shown += 20) {
    await expect.poll(scrolledCount, { timeout: 30_000 }).toBeGreaterThanOrEqual(shown + 20);
  }
  await expect(page.getByRole("row").filter({ hasText: "Cliente 100" })).toBeVisible();
});

test("fits a phone's width: the table, the actions and the contact dialog", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  const created = await page.request.post("/api/contacts", { data: { name: "Phone Width Person", zoneCode: "55", number: "21988887777", email: "phone@example.test" } });
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
