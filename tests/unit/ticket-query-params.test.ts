import { idListParam, queueSelectionParam } from "@/lib/tickets/query-params";

test("queue selections come as JSON or csv, with null for tickets without a queue", () => {
  expect(queueSelectionParam.parse("[1, 2]")).toEqual({ queueIds: [1, 2], withoutQueue: false });
  expect(queueSelectionParam.parse("[1,null]")).toEqual({ queueIds: [1], withoutQueue: true });
  expect(queueSelectionParam.parse("3, null")).toEqual({ queueIds: [3], withoutQueue: true });
  expect(queueSelectionParam.parse('["4"]')).toEqual({ queueIds: [4], withoutQueue: false });
  expect(queueSelectionParam.parse("[]")).toBeUndefined();
  expect(queueSelectionParam.parse("")).toBeUndefined();
});

test("malformed lists are refused", () => {
  for (const bad of ["[1,", "a,b", "0", "-1", "[{}]", "1.5"])
    expect(queueSelectionParam.safeParse(bad).success).toBe(false);
  expect(idListParam.safeParse("null").success).toBe(false);
  expect(idListParam.parse("7,8")).toEqual([7, 8]);
});
