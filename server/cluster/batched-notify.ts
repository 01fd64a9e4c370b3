import type pg from "pg";

// What @socket.io/postgres-adapter sends for each broadcast (its util.js, PubSubClient.publish).
const NOTIFY = "SELECT pg_notify($1, $2)";
const NOTIFY_MANY = `SELECT pg_notify(n.channel, n.payload)
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(channel, payload, at) ORDER BY n.at`;
// Two parameters of text arrays whatever the count; this only bounds one statement's size.
const MOST_AT_ONCE = 500;

type Pending = { channel: string; payload: string; settle: (error?: unknown) => void };

/**
 * The first notifications waiting, in order, up to one that repeats an earlier (channel, payload):
 * PostgreSQL delivers identical notifications of one transaction once, and every broadcast must
 * reach the other processes as often as it was emitted.
 */
function takeDistinct(waiting: Pending[]): Pending[] {
  const seen = new Set<string>();
  let count = 0;
  for (const { channel, payload } of waiting) {
    const key = `${channel}\n${payload}`;
    if (seen.has(key) || count === MOST_AT_ONCE) break;
    seen.add(key);
    count++;
  }
  return waiting.splice(0, count);
}

/**
 * The adapter's pool, with its NOTIFYs sent together: what one turn of the event loop emits (an
 * event reaches several audiences, a batch of messages several events) and what is emitted while a
 * statement is under way leave in one statement, one after the other, so they keep their order.
 * Every other query goes to the pool as it is.
 */
export function batchingNotifies(pool: pg.Pool): pg.Pool {
  const waiting: Pending[] = [];
  let sending = false;

  async function send() {
    while (waiting.length) {
      const batch = takeDistinct(waiting);
      const error = await pool
        .query(NOTIFY_MANY, [batch.map((each) => each.channel), batch.map((each) => each.payload)])
        .then(
          () => undefined,
          (failure: unknown) => failure ?? new Error("NOTIFY failed"),
        );
      for (const each of batch) each.settle(error);
    }
    sending = false;
  }

  function notify(channel: string, payload: string): Promise<void> {
    return new Promise((resolve, reject) => {
      waiting.push({ channel, payload, settle: (error) => (error ? reject(error) : resolve()) });
      if (sending) return;
      sending = true;
      setImmediate(() => void send());
    });
  }

  const query = (text: unknown, values?: unknown, ...rest: unknown[]) =>
    text === NOTIFY && Array.isArray(values)
      ? notify(String(values[0]), String(values[1]))
      : (pool.query as (...args: unknown[]) => unknown)(text, values, ...rest);

  return new Proxy(pool, {
    get: (target, property) => {
      if (property === "query") return query;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
