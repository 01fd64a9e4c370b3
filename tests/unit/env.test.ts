import { readEnv as readEnvOf } from "@/lib/config/env";

const readEnv = (values: Record<string, string>) => readEnvOf(values as NodeJS.ProcessEnv);

test("ERP_SSO_SECRET needs 32 characters, like a tenant's own secret", () => {
  expect(() => readEnv({ ERP_SSO_SECRET: "x".repeat(31) })).toThrow(/ERP_SSO_SECRET must be at least 32 characters/);
  expect(readEnv({ ERP_SSO_SECRET: "x".repeat(32) }).ERP_SSO_SECRET).toHaveLength(32);
});

test("ERP_FRAME_ANCESTORS is a space-separated list of origins, none by default", () => {
  expect(readEnv({}).ERP_FRAME_ANCESTORS).toEqual([]);
  expect(readEnv({ ERP_FRAME_ANCESTORS: " https://erp.example  http://localhost:8080 " }).ERP_FRAME_ANCESTORS).toEqual([
    "https://erp.example",
    "http://localhost:8080",
  ]);
  expect(() => readEnv({ ERP_FRAME_ANCESTORS: "https://erp.example; script-src *" })).toThrow(/ERP_FRAME_ANCESTORS/);
});

test("SESSION_MAX_HOURS defaults to 12", () => {
  expect(readEnv({}).SESSION_MAX_HOURS).toBe(12);
  expect(readEnv({ SESSION_MAX_HOURS: "8" }).SESSION_MAX_HOURS).toBe(8);
});
