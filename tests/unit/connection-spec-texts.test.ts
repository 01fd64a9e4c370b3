import pt from "@/messages/pt.json";

// Spec sections 5 and 8 word these Portuguese texts; the pt catalogue must show them as written.
test("pt shows the connection screens' texts as the spec words them", () => {
  expect(pt.connections.form.defaultDepartmentRequired).toBe("Selecione um departamento padrão");
  expect(pt.errors.ERR_NO_OTHER_WHATSAPP).toBe("É necessário ter pelo menos um WhatsApp padrão");
  expect(pt.qrDialog.unavailable).toBe("QR Code indisponível");
});
