// The spec keeps the tenant (idGraf) in local storage after sign-in.
const KEY = "idGraf";

export async function rememberTenant() {
  const res = await fetch("/api/auth/me", { credentials: "include" });
  if (res.ok) {
    const user = (await res.json()) as { idGraf: number };
    localStorage.setItem(KEY, String(user.idGraf));
  }
}

export function forgetTenant() {
  localStorage.removeItem(KEY);
}
