import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { erpToken, makeErpAdmin } from "./support/erp";
import { ADMIN, expect, test } from "./support/fixtures";
import { startServer } from "./support/server";
import { signInAsAdmin } from "./support/sign-in";

// Every answer carries a Content-Security-Policy (scripts from this origin, inline ones only with
// the request's nonce), nosniff and a referrer policy; the app's own pages run under it.
function expectHardened(headers: Record<string, string>, frameAncestors = "'self'") {
  const policy = headers["content-security-policy"];
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*'(;|$)/);
  expect(policy).toContain(`frame-ancestors ${frameAncestors}`);
  expect(policy).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
}

/** CSP refusals the page reports, as the browser reports them. */
function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on(
    "console",
    (message) => /Content Security Policy|CSP violation/i.test(message.text()) && violations.push(message.text()),
  );
  void page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    ),
  );
  return violations;
}

test("sign-in, the inbox, /ChatViewCrm and /login/:token carry the headers and run without a CSP violation; API answers carry them too", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const violations = watchViolations(page);
  expectHardened((await page.goto("/login"))!.headers());
  await signInAsAdmin(page);
  expectHardened((await page.goto("/tickets"))!.headers());
  await expect(page.getByRole("navigation").getByRole("button", { name: "Log out" })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("img", { name: /tickets today/i })).toBeVisible();
  expect(violations).toEqual([]);

  const api = await request.get(`${baseURL}/api/auth/me`);
  expect(api.status()).toBe(401);
  expectHardened(api.headers());
  expectHardened((await request.get(`${baseURL}/api/listTicketsByStatus/open`)).headers());

  const erpUser = await makeErpAdmin(request, baseURL!);
  const erp = await browser.newPage();
  const erpViolations = watchViolations(erp);
  const landing = await erp.goto(
    `/login/${await erpToken({ email: erpUser.email, idGraf: erpUser.idGraf })}/42/ChatViewCrm`,
  );
  // Without ERP_FRAME_ANCESTORS nobody may frame the ERP's pages.
  expectHardened(landing!.headers(), "'none'");
  await expect(erp).toHaveURL(/\/ChatViewCrm\/42$/);
  expectHardened((await erp.reload())!.headers(), "'none'");
  await expect(erp.getByRole("main")).toBeVisible();
  expect(erpViolations).toEqual([]);
  await erp.close();
});

test("HSTS over HTTPS only, and only the ERP's origins may frame the embedded chat", async ({ browser }) => {
  // The ERP's page, on another origin of this machine: it frames the embedded chat.
  let appUrl = "";
  const erp = createServer((_, res) => {
    res.setHeader("content-type", "text/html");
    res.end(`<iframe id="crm" src="${appUrl}/ChatViewCrm/1" width="600" height="400"></iframe>`);
  });
  await new Promise<void>((resolve) => erp.listen(0, "127.0.0.1", resolve));
  const erpPort = (erp.address() as AddressInfo).port;
  const erpOrigin = `http://127.0.0.1:${erpPort}`;
  const server = await startServer({
    env: {
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: "1",
      ERP_FRAME_ANCESTORS: erpOrigin,
    },
  });
  appUrl = server.url;
  try {
    const overHttps = await fetch(`${server.url}/login`, { headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect((await fetch(`${server.url}/login`)).headers.get("strict-transport-security")).toBeNull();
    expect((await fetch(`${server.url}/ChatViewCrm/1`)).headers.get("content-security-policy")).toMatch(
      new RegExp(`frame-ancestors ${erpOrigin}(;|$)`),
    );
    expect((await fetch(`${server.url}/login`)).headers.get("content-security-policy")).toMatch(
      /frame-ancestors 'self'(;|$)/,
    );

    const page = await browser.newPage();
    await page.goto(`${erpOrigin}/`);
    const signedOut = page.frameLocator("#crm").getByRole("main").getByRole("alert");
    await expect(signedOut).toHaveText("Session expired. Open the conversation again from the ERP.");

    // The same page on an origin not listed: the browser refuses to show the chat in it.
    const blocked = page.waitForEvent("console", (message) => /frame-ancestors/.test(message.text()));
    await page.goto(`http://localhost:${erpPort}/`);
    await blocked;
    await expect(signedOut).toHaveCount(0);
    await page.close();
  } finally {
    await server.stop();
    erp.close();
  }
});
