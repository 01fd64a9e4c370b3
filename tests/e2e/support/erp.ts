import { randomBytes, randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { SignJWT } from "jose";
import { ADMIN, ERP_SECRET } from "./fixtures";

export type ErpUser = { id: number; email: string; idGraf: number };

/**
 * An admin of the demo tenant for ERP sign-on: the demo administrator is a SUPERADMIN, whom ERP
 * sign-on never signs in.
 */
export async function makeErpAdmin(request: APIRequestContext, baseURL: string): Promise<ErpUser> {
  const login = await (await request.post(`${baseURL}/api/auth/login`, { data: ADMIN })).json();
  const email = `erp-${randomBytes(4).toString("hex")}@e2e.test`;
  const res = await request.post(`${baseURL}/api/users`, {
    headers: { authorization: `Bearer ${login.token}` },
    data: { name: "ERP Admin", email, password: "erp-admin-1", profile: "admin" },
  });
  if (res.status() !== 201) throw new Error(`creating the ERP admin: ${res.status()} ${await res.text()}`);
  return { id: (await res.json()).id, email, idGraf: login.user.idGraf };
}

/** A token the ERP would sign for `email` (ERP_SSO_SECRET unless another secret is given). */
export function erpToken(
  claims: { email: string; idGraf: number },
  options: { secret?: string; expiresIn?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setJti(randomUUID())
    .setExpirationTime(options.expiresIn ?? "4m")
    .sign(new TextEncoder().encode(options.secret ?? ERP_SECRET));
}
