import pg from "pg";
import { batchingNotifies } from "@/server/cluster/batched-notify";

// The cluster adapter's broadcasts to the other processes are NOTIFYs (server/cluster/README.md):
// those of one turn leave in one statement, and each must still arrive, in order, as often as sent.
// The adapter runs only on a PostgreSQL server (one embedded process needs none), so does this.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

const NOTIFY = "SELECT pg_notify($1, $2)";
const CHANNEL = "atende-test#/";

let pool: pg.Pool;
let listener: pg.Client;
let statements: string[];
const received: string[] = [];

onServer("NOTIFYs of the cluster adapter", () => {
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    statements = [];
    // Counted, not replaced: every statement still runs on the database.
    pool.query = ((text: unknown, ...rest: unknown[]) => {
      statements.push(String(typeof text === "object" && text ? (text as { text: string }).text : text));
      return query(text, ...rest);
    }) as typeof pool.query;
    listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    listener.on("notification", (message) => received.push(message.payload ?? ""));
    await listener.query(`LISTEN "${CHANNEL}"`);
  });

  afterAll(async () => {
    await listener.end();
    await pool.end();
  });

  async function arrived(count: number) {
    for (let waited = 0; received.length < count && waited < 5_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return received.splice(0, received.length);
  }

  it("sends the NOTIFYs of one turn in one statement, each delivered in order, twins included", async () => {
    const adapterPool = batchingNotifies(pool);
    statements.length = 0;
    const payloads = ["first", "second", "second", "third"];
    await Promise.all(payloads.map((payload) => adapterPool.query(NOTIFY, [CHANNEL, payload])));
    expect(await arrived(payloads.length)).toEqual(payloads);
    // The twin waits for the next statement: PostgreSQL delivers identical notifications of one transaction once.
    expect(statements).toHaveLength(2);
    expect(statements.every((text) => text.includes("unnest"))).toBe(true);
  });

  it("sends what is emitted while a statement is under way together, after it", async () => {
    const adapterPool = batchingNotifies(pool);
    statements.length = 0;
    const first = adapterPool.query(NOTIFY, [CHANNEL, "a"]);
    await new Promise((resolve) => setImmediate(resolve));
    const later = ["b", "c", "d"].map((payload) => adapterPool.query(NOTIFY, [CHANNEL, payload]));
    await Promise.all([first, ...later]);
    expect(await arrived(4)).toEqual(["a", "b", "c", "d"]);
    expect(statements).toHaveLength(2);
  });

  it("passes the adapter's other statements to the pool as they are", async () => {
    const adapterPool = batchingNotifies(pool);
    const { rows } = await adapterPool.query<{ n: number }>("SELECT $1::int AS n", [7]);
    expect(rows).toEqual([{ n: 7 }]);
    await expect(adapterPool.query(NOTIFY, [CHANNEL, "x".repeat(9_000)])).rejects.toThrow(/payload string too long/);
    // A failed statement fails only its own notifications; the next turn's still leave.
    await adapterPool.query(NOTIFY, [CHANNEL, "after"]);
    expect(await arrived(1)).toEqual(["after"]);
  });
});
