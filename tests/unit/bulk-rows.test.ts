import { bulkPhone, bulkRows, optOutWord, withBulkPhones } from "@/lib/bulk/bulk-rows";

test("the phone gets Brazil's 55 unless it already starts with 55 and is longer than 11 digits", () => {
  expect(bulkPhone("(11) 98888-7777")).toBe("5511988887777");
  expect(bulkPhone("1133334444")).toBe("551133334444");
  expect(bulkPhone("5511988887777")).toBe("5511988887777");
  expect(bulkPhone("+55 11 3333-4444")).toBe("551133334444");
  // 11 digits starting with 55 is a local number (DDD 55), not the country code.
  expect(bulkPhone("55988887777")).toBe("5555988887777");
});

test("a number that is not a Brazilian phone number is invalid, never sent with 55 in front", () => {
  for (const given of ["123", "", "  ", "abc", "988887777", "551198888777712", "119888877771"])
    expect(bulkPhone(given)).toBeUndefined();
});

test("the first line names the columns, {column} takes the row's value, the first column is the phone", () => {
  const rows = bulkRows(
    "Olá {nome}, pedido {pedido} {desconhecido}",
    "telefone,nome,pedido\n11988887777,Ana,101\n,Bruno,102\n\n123,Caio,103\n",
  );
  expect(rows).toEqual([
    { row: 1, given: "11988887777", phone: "5511988887777", message: "Olá Ana, pedido 101 {desconhecido}" },
    { row: 2, given: "", phone: undefined, message: "Olá Bruno, pedido 102 {desconhecido}" },
    { row: 3, given: "123", phone: undefined, message: "Olá Caio, pedido 103 {desconhecido}" },
  ]);
  expect(bulkRows("Oi {nome}", 'fone,nome\n11988887777,"Silva, Ana"')[0].message).toBe("Oi Silva, Ana");
  expect(bulkRows("Oi", "só o cabeçalho")).toEqual([]);
});

test("the API's check names every row whose phone is invalid, from 1, with the phone given", () => {
  const row = (phone: string) => ({ phone, message: "Oi", whatsappId: 1 });
  expect(withBulkPhones([row("11988887777")])).toEqual([{ ...row("5511988887777") }]);
  expect(() => withBulkPhones([row("11988887777"), row("123"), row("")])).toThrow(
    expect.objectContaining({
      code: "ERR_BULK_INVALID_PHONE",
      status: 400,
      details: [
        { path: "1.phone", message: "invalidPhone", row: 2, phone: "123" },
        { path: "2.phone", message: "invalidPhone", row: 3, phone: "" },
      ],
    }),
  );
});

test("the opt-out word is the first capitalised word of the opt-out text", () => {
  expect(optOutWord("Responda SAIR para não receber mais mensagens")).toBe("SAIR");
  expect(optOutWord("Não quer mais? Envie DESCADASTRAR.")).toBe("DESCADASTRAR");
  expect(optOutWord("responda sair")).toBeUndefined();
  expect(optOutWord(null)).toBeUndefined();
});
