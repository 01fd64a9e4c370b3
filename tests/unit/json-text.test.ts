import { jsonResponse, jsonTextOf } from "@/lib/http/respond";
import { asJson } from "@/lib/utils/as-json";
import { JsonText, stringifyWithJsonText } from "@/lib/utils/json-text";

// PostgreSQL writes json with spaces of its own; an answer that writes it as it came keeps them.
const views = new JsonText<{ id: number; name: string }[]>(
  '[{"id" : 1, "name" : "Maria"}, \n {"id" : 2, "name" : "João"}]',
);

test("an answer writes a JsonText field as PostgreSQL wrote it, beside the other fields serialised as usual", () => {
  const text = jsonTextOf(jsonResponse({ tickets: views, hasMore: true, skipped: undefined, count: 2 }))!;
  expect(text).toBe(
    '{"tickets":[{"id" : 1, "name" : "Maria"}, \n {"id" : 2, "name" : "João"}],"hasMore":true,"count":2}',
  );
  expect(JSON.parse(text)).toEqual({
    tickets: [
      { id: 1, name: "Maria" },
      { id: 2, name: "João" },
    ],
    hasMore: true,
    count: 2,
  });
});

test("an answer without JsonText is JSON.stringify's, and a JsonText answer is its text", () => {
  const plain = { a: [1, "dois"], b: null, c: new Date(Date.UTC(2026, 10, 27)) };
  expect(stringifyWithJsonText(plain)).toBe(JSON.stringify(plain));
  expect(stringifyWithJsonText(views)).toBe(views.text);
  expect(stringifyWithJsonText([views])).toBe(JSON.stringify([views.value]));
});

test("elsewhere a JsonText is its values: read in Node, and in a server page's data", () => {
  expect(views.value.map((view) => view.name)).toEqual(["Maria", "João"]);
  expect(asJson({ page: { tickets: views } })).toEqual({
    page: {
      tickets: [
        { id: 1, name: "Maria" },
        { id: 2, name: "João" },
      ],
    },
  });
});
