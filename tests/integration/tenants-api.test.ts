import { GET as listTenants, POST as createTenant } from "@/app/api/tenants/route";
import { POST as login } from "@/app/api/auth/login/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { bearer, call, makeTenant, makeUser, uniqueEmail } from "@/tests/support/factories";

const tokenOf = (user: { id: number }) => signAccessToken({ userId: user.id, tokenVersion: 0 });

test("a SUPERADMIN creates a tenant whose admin signs in to it", async () => {
  const home = await makeTenant({ profile: "SUPERADMIN" });
  const adminEmail = uniqueEmail("b-admin");
  const created = await call(createTenant, {
    method: "POST",
    headers: bearer(await tokenOf(home.admin)),
    body: { name: "Tenant B", adminName: "B Admin", adminEmail, adminPassword: "b-secret" },
  });
  expect(created.status).toBe(201);
  expect(created.json).toMatchObject({ name: "Tenant B", admin: { email: adminEmail } });
  expect(created.json.idGraf).not.toBe(home.idGraf);

  const signedIn = await call(login, { method: "POST", body: { email: adminEmail, password: "b-secret" } });
  expect(signedIn.json.user).toMatchObject({ idGraf: created.json.idGraf, profile: "admin" });

  const list = await call(listTenants, { headers: bearer(await tokenOf(home.admin)) });
  expect(list.json.tenants).toEqual(
    expect.arrayContaining([expect.objectContaining({ idGraf: created.json.idGraf, name: "Tenant B", usersCount: 1 })]),
  );
});

test("admins and attendants may not list or create tenants", async () => {
  const tenant = await makeTenant();
  const attendant = await makeUser(tenant.idGraf);
  for (const user of [tenant.admin, attendant]) {
    const headers = bearer(await tokenOf(user));
    expect((await call(listTenants, { headers })).json.error).toBe("ERR_NO_PERMISSION");
    const body = { name: "Nope", adminName: "Nope", adminEmail: uniqueEmail(), adminPassword: "secret" };
    expect((await call(createTenant, { method: "POST", headers, body })).status).toBe(403);
  }
});

test("bad input is a 400 with the field; a taken e-mail a 409", async () => {
  const home = await makeTenant({ profile: "SUPERADMIN" });
  const headers = bearer(await tokenOf(home.admin));
  const bad = await call(createTenant, { method: "POST", headers, body: { name: "X", adminEmail: "nope" } });
  expect(bad.status).toBe(400);
  expect(bad.json.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(["name", "adminEmail"]));
  const taken = { name: "Taken", adminName: "Taken", adminEmail: home.admin.email, adminPassword: "secret" };
  expect((await call(createTenant, { method: "POST", headers, body: taken })).status).toBe(409);
});
