import { rememberToken } from "./local-session";
import { signOutLocally } from "./sign-out";

// The browser's API layer (spec section 4, Session): requests carry the session cookie; a 403 is
// retried once after a token refresh; a 401 clears the token and signs the user out.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type ApiInit = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
};

function url(path: string, query: ApiInit["query"]) {
  const target = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") target.searchParams.set(key, String(value));
  }
  return target.toString();
}

function send(path: string, init: ApiInit) {
  return fetch(url(path, init.query), {
    method: init.method ?? "GET",
    credentials: "include",
    headers: init.json !== undefined ? { "content-type": "application/json" } : undefined,
    body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
  });
}

async function refreshToken() {
  const res = await fetch("/api/auth/refresh_token", { method: "POST", credentials: "include" });
  if (res.ok) rememberToken(((await res.json()) as { token: string }).token);
}

export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  let res = await send(path, init);
  if (res.status === 403) {
    await refreshToken().catch(() => undefined);
    res = await send(path, init);
  }
  if (res.status === 401) await signOutLocally();
  const text = await res.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  if (!res.ok) {
    throw new ApiError(
      res.status,
      String(body?.error ?? "ERR_INTERNAL"),
      String(body?.message ?? res.statusText),
      body?.details as ApiError["details"],
    );
  }
  return body as T;
}

/** SWR fetcher: the key is the API path (with its query string). */
export const fetcher = <T>(path: string) => api<T>(path);
