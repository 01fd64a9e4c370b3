// The seeded messages' texts, drawn by the seeder in SQL and by the load benchmark's sends in
// Node from the same parts and shares: whatever a run writes, the messages keep the word mix the
// searches were measured on.

const OPENERS = [
  "Olá",
  "Oi",
  "Bom dia",
  "Boa tarde",
  "Boa noite",
  "Oi, tudo bem?",
  "Olá, boa tarde",
  "Bom dia, tudo certo?",
  "Opa",
  "Prezados",
];

// Six of the 42 sentences mention an order ("pedido"), one a bank slip ("boleto").
const SENTENCES = [
  "gostaria de saber o status do meu pedido",
  "meu pedido ainda não chegou",
  "o pedido veio com um item faltando",
  "quero cancelar o pedido que fiz ontem",
  "consegue confirmar o número do pedido?",
  "o pedido foi entregue no endereço errado",
  "o boleto venceu, podem enviar a segunda via?",
  "a entrega está atrasada faz três dias",
  "preciso trocar o produto por outro tamanho",
  "qual o horário de funcionamento da loja?",
  "obrigado pelo atendimento",
  "vou verificar e já retorno",
  "segue o comprovante de pagamento",
  "o técnico pode passar amanhã de manhã?",
  "a nota fiscal não veio junto com a mercadoria",
  "o produto chegou quebrado",
  "vocês aceitam pagamento no cartão em três vezes?",
  "qual o prazo de entrega para o interior?",
  "não consigo acessar minha conta no site",
  "pode me passar o código de rastreio?",
  "a transportadora disse que não tinha ninguém em casa",
  "o valor do frete ficou muito alto",
  "quero falar com um atendente, por favor",
  "está tudo certo, pode fechar o atendimento",
  "recebi uma cobrança em duplicidade no cartão",
  "o aparelho parou de funcionar depois de uma semana",
  "tem desconto para pagamento via pix?",
  "pode atualizar meu endereço de entrega?",
  "ainda tem esse modelo em estoque?",
  "já fiz o pagamento, aguardo a confirmação",
  "o cupom de desconto não funcionou",
  "a instalação ficou agendada para sexta-feira",
  "preciso de um orçamento para cinquenta unidades",
  "a garantia cobre esse tipo de defeito?",
  "estou aguardando retorno desde segunda",
  "perfeito, muito obrigada",
  "combinado, fico no aguardo",
  "o sistema mostrou erro ao finalizar a compra",
  "vocês entregam aos sábados?",
  "a cor do produto é diferente da foto",
  "poderia enviar a foto da etiqueta?",
  "bom atendimento, recomendo",
];
const CLOSINGS = ["", "", "", "Obrigado!", "Aguardo.", "Valeu", "Att.", "Grato.", "Até mais"];

const ORDER_SHARE = 0.1;
const ORDER_NUMBERS = 50_000;
const DISPUTE_SHARE = 0.00005;
const DISPUTE = "vou abrir um chargeback com o banco";
const OPENER_SHARE = 0.4;

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;
const sqlArray = (items: readonly string[]) => `ARRAY[${items.map(sqlText).join(", ")}]`;
/** A random item of a SQL array literal, drawn per row. */
const sqlPick = (items: readonly string[]) => `(${sqlArray(items)})[1 + floor(random() * ${items.length})::int]`;

// A message text: maybe a greeting, a sentence, sometimes an order number (PED-0000001 to
// PED-0050000, so each number is in a few messages at full scale), rarely a word from a dispute,
// maybe a sign-off.
export const MESSAGE_BODY_SQL = `concat_ws(' ',
  CASE WHEN random() < ${OPENER_SHARE} THEN ${sqlPick(OPENERS)} || ',' END,
  ${sqlPick(SENTENCES)},
  CASE WHEN random() < ${ORDER_SHARE} THEN 'PED-' || lpad((1 + floor(random() * ${ORDER_NUMBERS}))::text, 7, '0') END,
  CASE WHEN random() < ${DISPUTE_SHARE} THEN ${sqlText(DISPUTE)} END,
  ${sqlPick(CLOSINGS)})`;

const pick = (items: readonly string[]) => items[Math.floor(Math.random() * items.length)];
const maybe = (share: number, text: () => string) => (Math.random() < share ? text() : null);

/** The same draw as MESSAGE_BODY_SQL: concat_ws skips the parts left out (NULL), not an empty closing. */
export function messageBody(): string {
  return [
    maybe(OPENER_SHARE, () => `${pick(OPENERS)},`),
    pick(SENTENCES),
    maybe(ORDER_SHARE, () => `PED-${String(1 + Math.floor(Math.random() * ORDER_NUMBERS)).padStart(7, "0")}`),
    maybe(DISPUTE_SHARE, () => DISPUTE),
    pick(CLOSINGS),
  ]
    .filter((part) => part !== null)
    .join(" ");
}
