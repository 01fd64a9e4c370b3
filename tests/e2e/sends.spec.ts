import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { pairedSimulatorConnection as pairedConnection } from "./support/connections";
import { signInAsAdmin } from "./support/sign-in";

// Schedules and bulk sends through their screens, in Portuguese (the spec's texts), against a
// paired simulator connection whose phone shows what reached WhatsApp.
test.describe.configure({ mode: "serial" });

type OutboxItem = { to: string; body: string; sentAt: string };

const outbox = async (page: Page, connectionId: number) =>
  ((await (await page.request.get(`/api/simulator/${connectionId}/outbox`)).json()) as { messages: OutboxItem[] })
    .messages;

/** A contact who wrote in; returns the contact's id and their ticket's. */
async function contactWhoWrote(page: Page, connectionId: number, from: string, name: string) {
  expect(
    (
      await page.request.post(`/api/simulator/${connectionId}/inbound`, { data: { from, name, body: "Oi, tudo bem?" } })
    ).status(),
  ).toBe(202);
  const search = (await (await page.request.get(`/api/tickets?searchParam=${from}`)).json()) as {
    conversationTickets: { id: number; contact: { id: number } }[];
  };
  return { contactId: search.conversationTickets[0].contact.id, ticketId: search.conversationTickets[0].id };
}

async function inPortuguese(page: Page) {
  const { hostname } = new URL(page.url());
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "pt", domain: hostname, path: "/" }]);
}

/** The time `seconds` from now on the company's clock (the zone the dialog names), as a datetime-local input takes it. */
async function companyInputTime(dialog: Locator, seconds: number) {
  const zone = (await dialog.getByText(/^Fuso horário: /).textContent())!.replace(/^Fuso horário: /, "");
  const at = new Date(Date.now() + seconds * 1000);
  const wall = new Intl.DateTimeFormat("sv-SE", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return wall.replace(" ", "T");
}

async function scheduleFor(page: Page, contactId: number, body: string, inSeconds: number) {
  await page.goto(`/schedules?contactId=${contactId}`);
  const dialog = page.getByRole("dialog", { name: "Novo agendamento" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Mensagem").fill(body);
  await dialog.getByLabel("Data de envio").fill(await companyInputTime(dialog, inSeconds));
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole("row").filter({ hasText: body.slice(0, 25) });
}

test("a schedule made for a ticket's contact is sent once and shows as sent; a failed one shows 'Erro de Envio' and is deleted", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const connectionId = await pairedConnection(page, "Agenda");
  const { contactId, ticketId } = await contactWhoWrote(page, connectionId, "5511988887777", "Marina Souza");
  await inPortuguese(page);

  // The form checks the body before anything is sent.
  await page.goto(`/schedules?contactId=${contactId}`);
  const dialog = page.getByRole("dialog", { name: "Novo agendamento" });
  await expect(dialog.getByText("Marina Souza")).toBeVisible();
  await dialog.getByLabel("Mensagem").fill("Oi");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog.getByText("Mensagem muito curta")).toBeVisible();

  // From the ticket's chat: the dialog is for the ticket's contact, who cannot be changed there.
  await page.goto(`/tickets/${ticketId}`);
  await page
    .getByRole("toolbar", { name: "Ações da conversa" })
    .getByRole("button", { name: "Agendar mensagem" })
    .click();
  const fromChat = page.getByRole("dialog", { name: "Novo agendamento" });
  await expect(fromChat.getByText("Marina Souza")).toBeVisible();
  await expect(fromChat.getByRole("button", { name: "Trocar contato" })).toHaveCount(0);
  const body = "Lembrete: sua consulta é amanhã às 9h";
  await fromChat.getByLabel("Mensagem").fill(body);
  await fromChat.getByLabel("Data de envio").fill(await companyInputTime(fromChat, 4));
  await fromChat.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Agendamento salvo com sucesso.")).toBeVisible();
  await expect(fromChat).toBeHidden();
  await page.goto("/schedules");
  const row = page.getByRole("row").filter({ hasText: body.slice(0, 25) });
  await expect(row).toContainText("Marina Souza");
  await expect(row).toContainText("Lembrete: sua consulta é ...");
  await expect(row.getByRole("cell").nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(row).toContainText("Enviada", { timeout: 30_000 });
  expect((await outbox(page, connectionId)).filter((item) => item.body === body)).toHaveLength(1);
  // Once sent, the schedule opens without a submit button.
  await row.getByRole("button", { name: "Editar agendamento de Marina Souza" }).click();
  const sent = page.getByRole("dialog", { name: "Agendamento enviado" });
  await expect(sent.getByLabel("Mensagem")).toHaveValue(body);
  await expect(sent.getByRole("button", { name: "Salvar" })).toHaveCount(0);
  await sent.getByRole("button", { name: "Cancelar" }).click();

  // The phone refuses every send: after the send job's retries the schedule is in error, with the reason.
  expect(
    (await page.request.post(`/api/simulator/${connectionId}/fail-sends`, { data: { count: 100 } })).status(),
  ).toBe(200);
  const failing = await scheduleFor(page, contactId, "Esta mensagem não vai chegar", 1);
  await expect(failing).toContainText("Erro de Envio", { timeout: 60_000 });
  await expect(failing).toContainText("O WhatsApp não aceitou a mensagem");
  await page.request.post(`/api/simulator/${connectionId}/fail-sends`, { data: { count: 0 } });

  // Deleting asks first, naming the contact, then takes the row away.
  await failing.getByRole("button", { name: "Excluir agendamento de Marina Souza" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir agendamento?" });
  await expect(confirm).toContainText("O agendamento para Marina Souza será excluído e não será enviado.");
  await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
  await expect(page.getByText("Agendamento excluído com sucesso.")).toBeVisible();
  await expect(failing).toHaveCount(0);
  await expect(row).toBeVisible();
});

test("a bulk send with preview goes out under the connection's limit and waits, with live progress", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const connectionId = await pairedConnection(page, "Campanha");
  await inPortuguese(page);

  await page.goto("/SettingsMessage");
  await page.getByLabel("Conexão").selectOption({ label: "Campanha" });
  await page.getByLabel("Limite de mensagens em 24 horas").fill("2");
  await page.getByLabel("Minutos entre envios").fill("0");
  await page.getByLabel("Segundos entre envios").fill("2");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Configurações salvas com sucesso.")).toBeVisible();

  await page.goto("/BulkMessage");
  await page.getByLabel("Modelo da mensagem").fill("Olá {nome}, seu pedido {pedido} saiu para entrega");
  const csv = [
    "telefone,nome,pedido",
    "11977770001,Ana,101",
    "11977770002,Bruno,102",
    "11977770003,Carla,103",
    "11977770004,Davi,104",
    "5511977770005,Eva,105",
  ];
  await page.getByLabel("Dados (CSV)").fill(csv.join("\n"));
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Selecione uma conexão").last()).toBeVisible();
  await page.getByLabel("Conexão").selectOption({ label: "Campanha" });

  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  const preview = page.getByRole("region", { name: "Pré-visualização (5 mensagens)" });
  await expect(preview.getByRole("row")).toHaveCount(6);
  await expect(preview.getByRole("row").nth(1)).toContainText("5511977770001");
  await expect(preview.getByRole("row").nth(1)).toContainText("Olá Ana, seu pedido 101 saiu para entrega");
  await expect(preview.getByRole("row").nth(5)).toContainText("5511977770005");

  await page.getByRole("button", { name: "Enviar" }).click();
  const batch = page.getByRole("listitem").filter({ hasText: "Campanha" }).first();
  await expect(batch.locator('[data-count="sent"]')).toHaveText("2", { timeout: 30_000 });
  await expect(batch.locator('[data-count="waiting"]')).toHaveText("3");
  await expect(batch).toContainText("Próximo envio:");
  const sent = (await outbox(page, connectionId)).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  expect(sent.map((item) => item.to)).toEqual(["5511977770001", "5511977770002"]);
  expect(new Date(sent[1].sentAt).getTime() - new Date(sent[0].sentAt).getTime()).toBeGreaterThanOrEqual(2000);

  await batch.getByRole("button", { name: "Pausar" }).click();
  await expect(batch).toContainText("Pausado");
  await batch.getByRole("button", { name: "Cancelar envio" }).click();
  await expect(batch).toContainText("Cancelado");
  await expect(batch.locator('[data-count="skipped"]')).toHaveText("3");
});

test("at phone width the schedules, bulk send and send settings screens fit the screen and stay usable", async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await inPortuguese(page);
  await page.setViewportSize({ width: 390, height: 800 });
  const fitsWidth = () => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);
  const inView = async (name: string) => {
    const button = page.getByRole("button", { name, exact: true }).first();
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
  };

  await page.goto("/schedules");
  await expect(page.getByRole("row").filter({ hasText: "Marina Souza" }).first()).toBeVisible();
  expect(await fitsWidth()).toBe(true);
  await testInfo.attach("schedules-390", { body: await page.screenshot(), contentType: "image/png" });
  await page.getByRole("button", { name: "Novo agendamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo agendamento" });
  await expect(dialog.getByLabel("Mensagem")).toBeInViewport();
  await inView("Salvar");
  await testInfo.attach("schedule-dialog-390", { body: await page.screenshot(), contentType: "image/png" });
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  await page.goto("/BulkMessage");
  await expect(page.getByRole("listitem").filter({ hasText: "Campanha" }).first()).toBeVisible();
  await expect(page.getByLabel("Modelo da mensagem")).toBeVisible();
  await inView("Pré-visualizar");
  await inView("Enviar");
  expect(await fitsWidth()).toBe(true);
  await testInfo.attach("bulk-390", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

  await page.goto("/SettingsMessage");
  await page.getByLabel("Conexão").selectOption({ label: "Campanha" });
  await expect(page.getByLabel("Limite de mensagens em 24 horas")).toHaveValue("2");
  await inView("Salvar");
  expect(await fitsWidth()).toBe(true);
  await testInfo.attach("settings-message-390", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
});
