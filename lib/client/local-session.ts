// What the browser keeps after sign-in: the tenant (idGraf, as the spec says) and the access token.
const TENANT_KEY = "idGraf";
const TOKEN_KEY = "token";

export function rememberSession(session: { token: string; user: { idGraf: number } }) {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(TENANT_KEY, String(session.user.idGraf));
}

export const rememberToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);

export function forgetSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TENANT_KEY);
}
