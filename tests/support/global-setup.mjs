// Integration suites talk to a database served by a child process (tests/support/database-server.ts):
// PGlite's WASM and the schema engine run there, outside Jest's module sandbox.
export default async function globalSetup() {
  process.env.AUTH_SECRET ??= "integration-tests-only-secret-0123456789abcdef";
  process.env.NEXTAUTH_SECRET = process.env.AUTH_SECRET;
}
