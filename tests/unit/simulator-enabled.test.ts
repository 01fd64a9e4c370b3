import { simulatorEnabled } from "@/lib/whatsapp/simulator/simulator-enabled";

test("on in development and tests, whatever the database", () => {
  expect(simulatorEnabled({ NODE_ENV: "development" })).toBe(true);
  expect(simulatorEnabled({ NODE_ENV: "test", DATABASE_EMBEDDED: "" })).toBe(true);
});

test("on in production on the embedded database, so a newcomer can try it without a phone", () => {
  expect(simulatorEnabled({ NODE_ENV: "production", DATABASE_EMBEDDED: "1" })).toBe(true);
});

test("off in production on a PostgreSQL server unless SIMULATOR_ENABLED=1", () => {
  expect(simulatorEnabled({ NODE_ENV: "production", DATABASE_EMBEDDED: "" })).toBe(false);
  expect(simulatorEnabled({ NODE_ENV: "production" })).toBe(false);
  expect(simulatorEnabled({ NODE_ENV: "production", SIMULATOR_ENABLED: "0" })).toBe(false);
  expect(simulatorEnabled({ NODE_ENV: "production", SIMULATOR_ENABLED: "1" })).toBe(true);
});
