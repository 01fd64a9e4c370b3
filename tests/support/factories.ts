import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { hashPassword } from "@/lib/auth/password";
import { prisma } from "@/lib/db/client";
import { createTenant } from "@/lib/tenants/create-tenant";

// Every test makes its own tenant with random e-mails, so suites never depend on each other's rows.
export const uniqueEmail = (label = "user") => `${label}-${randomBytes(5).toString("hex")}@example.test`;

export async function makeTenant(options: { profile?: "admin" | "SUPERADMIN"; password?: string } = {}) {
  const password = options.password ?? "secret123";
  const tenant = await createTenant({
    name: `Tenant ${randomBytes(3).toString("hex")}`,
    adminName: "Admin",
    adminEmail: uniqueEmail("admin"),
    adminPassword: password,
    adminProfile: options.profile ?? "admin",
  });
  return { ...tenant, password };
}

export async function makeUser(
  idGraf: number,
  overrides: { profile?: string; status?: boolean; password?: string } = {},
) {
  const password = overrides.password ?? "secret123";
  const user = await prisma.user.create({
    data: {
      idGraf,
      name: "Attendant",
      email: uniqueEmail(),
      passwordHash: await hashPassword(password),
      profile: overrides.profile ?? "user",
      status: overrides.status ?? true,
    },
  });
  return { ...user, password };
}

type Handler<P> = (req: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

/** Calls a route handler the way Next does, with a real Request; a FormData body goes as multipart. */
export async function call<P = Record<string, never>>(
  handler: Handler<P>,
  options: {
    method?: string;
    path?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    params?: P;
  } = {},
) {
  const headers = new Headers(options.headers);
  let body: string | FormData | undefined = options.rawBody;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(options.path ?? "/api/test", "http://localhost:3000"), {
    method: options.method ?? "GET",
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? ({} as P)) });
  // File answers (media downloads) are not JSON.
  const text = await res.text();
  const isJson = /json/.test(res.headers.get("content-type") ?? "application/json");
  return { status: res.status, headers: res.headers, json: text && isJson ? JSON.parse(text) : null };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The `params` of a route under `[id]`. */
export const idParam = (id: number) => ({ id: String(id) });

/** A validation error's messages by field (the `details` of ERR_VALIDATION). */
export const fieldMessages = (res: { json: { details?: { path: string; message: string }[] } }) =>
  Object.fromEntries((res.json.details ?? []).map((d) => [d.path, d.message]));
