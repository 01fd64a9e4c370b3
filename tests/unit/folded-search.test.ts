import { selectiveFoldedMatch } from "@/lib/db/folded-search";
import { trigramFrequency } from "@/lib/db/trigram-frequency";
import { Prisma } from "@/lib/generated/prisma/client";

const column = Prisma.sql`m."bodyFolded"`;
const asked = (term: string, frequency = trigramFrequency([])) =>
  selectiveFoldedMatch(column, term, frequency).values.filter(
    (value) => typeof value === "string" && value.startsWith("%"),
  );

// A sample with "cha" in one row of five, "ped" in three, none of "chargeback"'s other pieces.
const analyzed = trigramFrequency([
  "abri um chamado, a chave",
  "o pedido saiu",
  "o pedido chegou",
  "pedido entregue",
  "ok",
]);

describe("selectiveFoldedMatch", () => {
  it("estimates a trigram's share as the rows of the sample holding it, once each", () => {
    expect(analyzed("cha")).toBeCloseTo(1 / 5);
    expect(analyzed("ped")).toBeCloseTo(3 / 5);
    expect(analyzed("geb")).toBe(0);
  });

  it("asks the index for a word's rare pieces only: the first, middle and last of them", () => {
    expect(asked("Chargeback", analyzed)).toEqual(["%har%", "%geb%", "%ack%"]);
  });

  it("asks for the whole word when every piece is common, and for three pieces when nothing is known", () => {
    expect(asked("pedido", analyzed)).toEqual([]);
    expect(asked("chargeback")).toEqual(["%cha%", "%geb%", "%ack%"]);
  });

  it("asks for a code's digits, and for anything but a plain word whole", () => {
    expect(asked("PED-0012345", analyzed)).toEqual(["%12345%"]);
    expect(asked("boleto atrasado", analyzed)).toEqual([]);
  });
});
