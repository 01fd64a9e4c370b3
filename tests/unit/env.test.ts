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

test("a password hash cost below 10 is refused outside tests", () => {
  expect(readEnv({}).PASSWORD_HASH_COST).toBe(10);
  expect(readEnv({ NODE_ENV: "test", PASSWORD_HASH_COST: "4" }).PASSWORD_HASH_COST).toBe(4);
  expect(() => readEnv({ NODE_ENV: "production", PASSWORD_HASH_COST: "4" })).toThrow(/PASSWORD_HASH_COST below 10/);
  expect(() => readEnv({ PASSWORD_HASH_COST: "9" })).toThrow(/PASSWORD_HASH_COST below 10/);
  expect(readEnv({ NODE_ENV: "production", PASSWORD_HASH_COST: "12" }).PASSWORD_HASH_COST).toBe(12);
});
