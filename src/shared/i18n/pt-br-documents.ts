/**
 * The pt-BR block of the catalogue for what the server writes (docs/decisions/079, 084): the fixed
 * words of the quote, specs, invoice and purchase-order PDFs and of the invoice, purchase-order and
 * order e-mails. It lives in src/shared because the server may not import the client; the client's
 * catalogue (src/client/lib/i18n/pt-br.ts) merges it as its `documents` block, so there is still one
 * catalogue and a key is in one block only. Keys are the English the documents print; a message
 * built from a source with placeholders is read back by the shared translator.
 */
export const DOCUMENTS: Readonly<Record<string, string>> = {
  // Shared by several documents (and by screens)
  Date: 'Data',
  'Date: {date}': 'Data: {date}',
  'Page {n} of {count}': 'Página {n} de {count}',
  '{room} (continued)': '{room} (continuação)',
  'Prepared for': 'Preparado para',
  'Bill to': 'Cobrar de',
  'Ship to': 'Entregar em',
  'Model #': 'Nº do modelo',
  Qty: 'Qtd.',
  'List price': 'Preço de tabela',
  'Sale price': 'Preço de venda',
  Subtotal: 'Subtotal',
  Shipping: 'Frete',
  Total: 'Total',
  Quantity: 'Quantidade',
  Item: 'Item',
  'Hello {name},': 'Olá, {name},',
  'Open the e-Specbook': 'Abrir o e-Specbook',

  // Quote PDF
  Quote: 'Orçamento',
  'Quote # Q-{number}': 'Orçamento nº Q-{number}',
  'Valid until: {date}': 'Válido até: {date}',
  'Payment Terms: ': 'Prazo de pagamento: ',
  Product: 'Produto',
  Brand: 'Marca',
  'List Price': 'Preço de tabela',
  'Sale Price': 'Preço de venda',
  'Tags: ': 'Etiquetas: ',
  'Optional – not included in totals': 'Opcional – não incluído nos totais',
  'Line Items': 'Itens adicionais',
  'Shipping – counted in the shipping total': 'Frete – somado ao total do frete',
  '{room} subtotal': 'Subtotal de {room}',
  'List subtotal': 'Subtotal a preço de tabela',
  Savings: 'Economia',
  'Subtotal at sale prices': 'Subtotal a preço de venda',
  'Tax ({rate})': 'Imposto ({rate})',
  'Total (incl. shipping)': 'Total (com frete)',
  'This quote has no products yet.': 'Este orçamento ainda não tem produtos.',
  'Customer signature': 'Assinatura do cliente',
  'By signing, the customer accepts this quote and its prices.': 'Ao assinar, o cliente aceita este orçamento e seus preços.',

  // Specs PDF
  'Specification Book': 'Caderno de especificações',
  'Prepared by': 'Preparado por',
  Contents: 'Sumário',
  'Picture Portfolio': 'Portfólio de imagens',
  Products: 'Produtos',
  'Shipping address': 'Endereço de entrega',
  'Client signature': 'Assinatura do cliente',
  'Printed name': 'Nome legível',
  'Approved as specified': 'Aprovado conforme especificado',
  Manufacturer: 'Fabricante',
  Finish: 'Acabamento',
  Description: 'Descrição',
  'Included documents': 'Documentos incluídos',
  Specifications: 'Especificações',
  Installation: 'Instalação',
  'No image available': 'Sem imagem disponível',
  'No products in this room.': 'Nenhum produto neste ambiente.',
  'This specbook has no products yet.': 'Este specbook ainda não tem produtos.',
  '1 product': '1 produto',
  '{count} products': '{count} produtos',
  'page {n}': 'página {n}',
  'pages {first}–{last}': 'páginas {first}–{last}',

  // Invoice PDF and e-mail
  Invoice: 'Fatura',
  'Due: {date}': 'Vencimento: {date}',
  Project: 'Projeto',
  'Unit price': 'Preço unitário',
  Tax: 'Imposto',
  ' (shipping)': ' (frete)',
  Fee: 'Taxa',
  Paid: 'Pago',
  'Balance Due': 'Saldo devedor',
  VOIDED: 'ANULADA',
  'Invoice {number} from {company}': 'Fatura {number} de {company}',
  '{company} sent you an invoice.': '{company} enviou uma fatura para você.',
  'Invoice {number} for "{specbook}": {total}, balance {balance}.': 'Fatura {number} de "{specbook}": {total}, saldo {balance}.',
  'Invoice {number} for "{specbook}": {total}, balance {balance} due {due}.': 'Fatura {number} de "{specbook}": {total}, saldo {balance}, vencimento em {due}.',
  'See it in your e-Specbook: {link}': 'Veja no seu e-Specbook: {link}',
  'The invoice is attached as a PDF.': 'A fatura segue anexa em PDF.',

  // Purchase-order e-mail
  'Purchase order {number} from {company}': 'Pedido de compra {number} de {company}',
  '{company} sent you a purchase order.': '{company} enviou um pedido de compra para você.',
  'Purchase order {number} ("{name}"): {lines}, total {total}.': 'Pedido de compra {number} ("{name}"): {lines}, total {total}.',
  '{count} line': '{count} linha',
  '{count} lines': '{count} linhas',
  'The purchase order is attached as a PDF. Please confirm it by replying to this e-mail.':
    'O pedido de compra segue anexo em PDF. Por favor, confirme-o respondendo a este e-mail.',

  // Order confirmation e-mail
  'Your Specmarket order {number}': 'Seu pedido Specmarket {number}',
  'Thank you for your order {number}.': 'Obrigado pelo seu pedido {number}.',
  '{seller}: purchase order "{name}", {items}, total {total}': '{seller}: pedido de compra "{name}", {items}, total {total}',
  '{count} item': '{count} item',
  '{count} items': '{count} itens',
  'Ships to: {address}': 'Entrega em: {address}',
  'Payment: {status}': 'Pagamento: {status}',
  'Total: {total}': 'Total: {total}',
};
