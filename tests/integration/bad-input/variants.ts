import { paramsOf, type Method } from "@/tests/support/api-routes";
import type { Attempt } from "../isolation/types";

// Malformed requests a careless or hostile client sends: each variant changes one thing of a
// request that would otherwise reach the handler (its isolation case's own attempt).
export type Variant = {
  label: string;
  params: Record<string, string | string[]>;
  query: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
};

const deep = (depth: number): unknown => JSON.parse("[".repeat(depth) + "]".repeat(depth));
const MB = 1_000_000;

const BAD_SEGMENTS = [
  "abc",
  "-1",
  "0",
  "1.5",
  "1e3",
  "99999999999999999999",
  "2147483648",
  " 7",
  "null",
  "../../etc/passwd",
  "%E0%A4%A",
  "\u0000",
  "😀",
  "x".repeat(100_000),
];

// Every query name the API reads, and the names the lists of other areas read.
const QUERY_KEYS = [
  "pageNumber",
  "pageSize",
  "searchParam",
  "searchTerm",
  "page",
  "status",
  "visibility",
  "selectedQueueIds",
  "selectedTagsIds",
  "date",
  "showAll",
  "queueIds",
  "withUnreadMessages",
  "tags",
  "isWithoutQueueSelected",
  "dashBoard",
  "isToDashBoard",
  "messageId",
  "secret",
  "callbackUrl",
  "from",
  "to",
  "queueId",
  "userId",
  "format",
];
const BAD_QUERY_VALUES = [
  "abc",
  "-1",
  "1e309",
  "2147483648",
  "a\u0000b",
  "[1,",
  '{"a":1}',
  '[null,"x",1.5,-1]',
  "",
  "%E0%A4%A",
  "[".repeat(5000),
  "x".repeat(100_000),
];

// Field names the API's bodies use; a body of each is tried with every field of one wrong kind.
const BODY_KEYS = [
  "id",
  "body",
  "name",
  "email",
  "password",
  "status",
  "userId",
  "queueId",
  "queueIds",
  "contactId",
  "contactIds",
  "messageIds",
  "ticketId",
  "tags",
  "value",
  "color",
  "number",
  "isDefault",
  "defaultDepartment",
  "provider",
  "from",
  "ack",
  "count",
  "imageUrl",
  "quotedMsgId",
  "profile",
  "whatsappId",
  "shortcut",
  "message",
  "extraInfo",
  "token",
];
const WRONG_VALUES: unknown[] = [
  null,
  {},
  [],
  -1,
  1.5,
  2147483648,
  "x",
  "",
  "a\u0000b",
  "http://[",
  true,
  [null],
  [{}],
  [{ id: 2147483648 }],
  ["x"],
  deep(2000),
];
const LONG = [20_000, MB - 100_000].map((length) => "x".repeat(length));

const RAW_BODIES: [string, string, string | undefined][] = [
  ["broken JSON", "{", "application/json"],
  ["truncated JSON", '{"body":', "application/json"],
  ["JSON null", "null", "application/json"],
  ["JSON number", "42", "application/json"],
  ["JSON string", '"text"', "application/json"],
  ["JSON array", "[]", "application/json"],
  ["prototype keys", '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}', "application/json"],
  ["100000-deep JSON", "[".repeat(100_000) + "]".repeat(100_000), "application/json"],
  ["over 1 MB", JSON.stringify({ body: "x".repeat(MB + 10) }), "application/json"],
  ["plain text", "hello", "text/plain"],
  ["no content type", '{"a":1}', undefined],
  ["form encoding", "a=1&b=%ZZ", "application/x-www-form-urlencoded"],
  ["multipart garbage", "garbage", "multipart/form-data; boundary=zz"],
  ["multipart without boundary", "--zz\r\n\r\n", "multipart/form-data"],
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function variantsOf(route: string, method: Method, base: Attempt): Variant[] {
  const params =
    base.params ?? Object.fromEntries(paramsOf(route).map(({ name, catchAll }) => [name, catchAll ? ["x"] : "1"]));
  const query = base.query ?? {};
  const plain = { params, query, body: base.body };
  const variants: Variant[] = [];

  for (const { name, catchAll } of paramsOf(route)) {
    const values: (string | string[])[] = catchAll
      ? [[], ["a", "b", "c", "d"], ...BAD_SEGMENTS.map((s) => [s])]
      : BAD_SEGMENTS;
    for (const value of values)
      variants.push({
        ...plain,
        label: `param ${name}=${JSON.stringify(value).slice(0, 40)}`,
        params: { ...params, [name]: value },
      });
  }

  for (const value of BAD_QUERY_VALUES) {
    const keys = [...QUERY_KEYS, ...Object.keys(query)];
    variants.push({
      ...plain,
      label: `query all=${value.slice(0, 20)}`,
      query: Object.fromEntries(keys.map((key) => [key, value])),
    });
  }
  variants.push({ ...plain, label: "query searchParam of 1 MB", query: { ...query, searchParam: "x".repeat(MB) } });

  if (method === "GET") return variants;

  for (const [label, rawBody, contentType] of RAW_BODIES)
    variants.push({ params, query, label: `body ${label}`, rawBody, contentType });

  const keys = [...new Set([...BODY_KEYS, ...(isObject(base.body) ? Object.keys(base.body) : [])])];
  for (const value of [...WRONG_VALUES, ...LONG.slice(0, 1)]) {
    variants.push({
      params,
      query,
      label: `body all=${JSON.stringify(value).slice(0, 30)}`,
      body: Object.fromEntries(keys.map((key) => [key, value])),
    });
  }
  // One field wrong at a time in a body that is otherwise right, so the wrong value gets past the others.
  if (isObject(base.body)) {
    for (const key of Object.keys(base.body)) {
      for (const value of [...WRONG_VALUES, ...LONG]) {
        variants.push({
          params,
          query,
          label: `body ${key}=${JSON.stringify(value).slice(0, 30)}`,
          body: { ...base.body, [key]: value },
        });
      }
    }
  }
  return variants;
}
