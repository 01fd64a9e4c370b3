import { bulkPhone, bulkRows, optOutWord } from "@/lib/bulk/bulk-rows";

test("the phone gets Brazil's 55 unless it already starts with 55 and is longer than 11 digits", () => {
  expect(bulkPhone("(11) 98888-7777")).toBe("5511988887777");
  expect(bulkPhone("1133334444")).toBe("551133334444");
  expect(bulkPhone("5511988887777")).toBe("5511988887777");
  // 11 digits starting with 55 is a local number (DDD 55), not the country code.
  expect(bulkPhone("55988887777")).toBe("5555988887777");
  expect(bulkPhone("  ")).toBe("");
});

test("the first line names the columns, {column} takes the row's value, the first column is the phone", () => {
  const rows = bulkRows(
    "Olá {nome}, pedido {pedido} {desconhecido}",
    "telefone,nome,pedido\n11988887777,Ana,101\n,Bruno,102\n\n",
  );
  expect(rows).toEqual([
    { phone: "5511988887777", message: "Olá Ana, pedido 101 {desconhecido}", invalidPhone: false },
    { phone: "", message: "Olá Bruno, pedido 102 {desconhecido}", invalidPhone: true },
  ]);
  expect(bulkRows("Oi {nome}", 'fone,nome\n11988887777,"Silva, Ana"')[0].message).toBe("Oi Silva, Ana");
  expect(bulkRows("Oi", "só o cabeçalho")).toEqual([]);
});

test("the opt-out word is the first capitalised word of the opt-out text", () => {
  expect(optOutWord("Responda SAIR para não receber mais mensagens")).toBe("SAIR");
  expect(optOutWord("Não quer mais? Envie DESCADASTRAR.")).toBe("DESCADASTRAR");
  expect(optOutWord("responda sair")).toBeUndefined();
  expect(optOutWord(null)).toBeUndefined();
});
