import { expect, test } from "./support/fixtures";
import { pairedSimulatorConnection as pairedConnection } from "./support/connections";
import { inPortuguese, signInAsAdmin } from "./support/sign-in";

// A bulk send whose CSV has a row with an invalid number, at desktop and phone width, in
// Portuguese: the row is marked in the preview, Send stays disabled with the rows named, and a row
// the server refuses (a number WhatsApp does not know) is named and marked too.

for (const width of [1280, 390]) {
  test(`at ${width} px a CSV row with an invalid number is marked, named and cannot be sent`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await signInAsAdmin(page);
    const name = `Campanha ${width}`;
    const connectionId = await pairedConnection(page, name);
    const unknown = `55119${width === 1280 ? "7" : "6"}7772002`;
    const marked = await page.request.post(`/api/simulator/${connectionId}/not-on-whatsapp`, {
      data: { numbers: [unknown] },
    });
    expect(marked.status()).toBe(200);
    await inPortuguese(page, baseURL!);
    const batchesOfConnection = async () =>
      (
        (await (await page.request.get("/api/bulkMessage")).json()) as { batches: { whatsappId: number }[] }
      ).batches.filter((batch) => batch.whatsappId === connectionId).length;

    await page.goto("/BulkMessage");
    await page.getByLabel("Conexão").selectOption({ label: name });
    await page.getByLabel("Modelo da mensagem").fill("Olá {nome}, seu pedido saiu");
    const csvField = page.getByLabel("Dados (CSV)");
    await csvField.fill(["telefone,nome", "11977771001,Ana", "123,Bruno"].join("\n"));

    const send = page.getByRole("button", { name: "Enviar", exact: true });
    await expect(send).toBeDisabled();
    await expect(page.getByText("Número inválido na linha 2 (123). Corrija o CSV para enviar.")).toBeVisible();

    await page.getByRole("button", { name: "Pré-visualizar" }).click();
    const preview = page.getByRole("region", { name: "Pré-visualização (2 mensagens)" });
    await expect(preview).toContainText("1 linha com número inválido");
    const [good, bad] = [preview.getByRole("row").nth(1), preview.getByRole("row").nth(2)];
    await expect(good).toContainText("5511977771001");
    await expect(good).not.toContainText("Número inválido");
    await expect(bad).toContainText("123");
    await expect(bad).toContainText("Número inválido");
    await expect(bad).not.toContainText("55123");
    await expect(bad).toHaveAttribute("data-invalid", "");
    await bad.scrollIntoViewIfNeeded();
    await expect(bad).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await testInfo.attach(`bulk-invalid-row-${width}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
    expect(await batchesOfConnection()).toBe(0);

    // Fixed to a number WhatsApp does not know: the server refuses it, and the screen names the row.
    await csvField.fill(["telefone,nome", "11977771001,Ana", `${unknown.slice(2)},Bruno`].join("\n"));
    await expect(preview).not.toContainText("Número inválido");
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText(`O WhatsApp não conhece o número da linha 2 (${unknown.slice(2)}).`)).toBeVisible();
    await expect(bad).toContainText("Este não é um número de WhatsApp válido.");
    await expect(bad).toHaveAttribute("data-invalid", "");
    expect(await batchesOfConnection()).toBe(0);

    // Without that row the rest goes.
    await csvField.fill(["telefone,nome", "11977771001,Ana"].join("\n"));
    await send.click();
    await expect(page.getByText("Envio em massa iniciado: 1 mensagens na fila.")).toBeVisible();
    expect(await batchesOfConnection()).toBe(1);
  });
}
