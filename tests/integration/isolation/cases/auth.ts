import type { RouteCases } from "../types";

export const cases: RouteCases = {
  "/api/auth/[...nextauth]": {
    GET: { public: "next-auth's own endpoints (csrf, session, providers); the session names only its user" },
    POST: { public: "next-auth's sign-in and sign-out; sign-in needs an access token of the user" },
  },
  "/api/auth/login": { POST: { public: "sign-in by e-mail and password" } },
  "/api/auth/login/sso": { POST: { public: "sign-in by an ERP token signed with the tenant's secret" } },
  "/api/auth/refresh_token": { POST: { public: "authenticated by the refresh-token cookie, tested in auth-api" } },
  "/api/auth/logout": { DELETE: { public: "revokes the presented refresh token only; tested in auth-api" } },
  "/api/auth/me": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { a, b }) => {
        expect(status).toBe(200);
        expect(json).toMatchObject({ id: b.admin.id, idGraf: b.idGraf });
        expect(JSON.stringify(json)).not.toContain(a.admin.email);
      },
    },
  },
};
