import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Adds a simulator connection through the dialog of /connections, `texts` typed by their labels; returns its row. */
export async function addSimulatorConnection(
  page: Page,
  name: string,
  options: { isDefault?: boolean; texts?: Record<string, string> } = {},
) {
  await page.getByRole("button", { name: "Add connection" }).click();
  const dialog = page.getByRole("dialog", { name: "Add connection" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Provider").selectOption({ label: "Simulator" });
  await dialog.getByLabel("Default department").selectOption({ label: "Atendimento" });
  if (options.isDefault) await dialog.getByRole("switch", { name: "Default", exact: true }).click();
  for (const [label, text] of Object.entries(options.texts ?? {})) await dialog.getByLabel(label).fill(text);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole("row").filter({ hasText: name });
}

/** A simulator connection added through /connections as the default one, and paired; returns its id. */
export async function pairedSimulatorConnection(page: Page, name: string) {
  await page.goto("/connections");
  await addSimulatorConnection(page, name, { isDefault: true });
  const connections = (await (await page.request.get("/api/whatsapp")).json()) as { id: number; name: string }[];
  const { id } = connections.find((connection) => connection.name === name)!;
  expect((await page.request.post(`/api/simulator/${id}/scan`, { data: {} })).status()).toBe(200);
  return id;
}

/** A simulator connection made the default through the API, and paired; returns its id. */
export async function pairedDefaultSimulator(request: APIRequestContext, name: string) {
  const queues: { id: number }[] = await (await request.get("/api/queue")).json();
  const created = await request.post("/api/whatsapp", {
    data: { name, provider: "simulator", defaultDepartment: queues[0].id, isDefault: true },
  });
  expect(created.ok()).toBe(true);
  const body = await created.json();
  const id: number = (body.whatsapp ?? body).id;
  expect((await request.post(`/api/simulator/${id}/scan`)).ok()).toBe(true);
  return id;
}
