/**
 * The error catalogue's titles in Brazilian Portuguese (issue 16), by code. Kept beside the catalogue
 * rather than inside it so a new code can land with its Spanish and English titles first; the test
 * `error-titles-pt.test.ts` fails until every code has its Portuguese title, and until then the
 * problem answer reads the Spanish one.
 */
export const ERROR_TITLES_PT: Readonly<Record<string, string>> = {
  VALIDATION_FAILED: 'Os dados enviados não são válidos.',
  MALFORMED_REQUEST: 'Não foi possível ler a solicitação.',
  PAYLOAD_TOO_LARGE: 'A solicitação é grande demais.',
  URI_TOO_LONG: 'O endereço é longo demais.',
  REQUEST_TIMEOUT: 'A solicitação demorou demais para chegar. Tente novamente.',
  HEADERS_TOO_LARGE: 'Os cabeçalhos da solicitação são grandes demais.',
  UNSUPPORTED_MEDIA_TYPE: 'O tipo de conteúdo não é compatível.',
  ROUTE_NOT_FOUND: 'O endereço solicitado não existe.',
  METHOD_NOT_ALLOWED: 'Este endereço não aceita esse método. Os que ele aceita estão no cabeçalho Allow.',
  AGENT_ID_INVALID: 'Não reconhecemos esta sessão de visitante. Recarregue a página.',
  SEARCH_REQUEST_NOT_FOUND: 'Não encontramos esse registro de busca.',
  UNKNOWN_AIRPORT: 'Não conhecemos esse aeroporto. Escolha um da lista.',
  CURRENCY_NOT_SUPPORTED: 'Essa moeda não está disponível.',
  DEAL_DESTINATION_NOT_FOUND: 'Não temos ofertas de voos para esse destino.',
  OFFER_NOT_FOUND: 'Não encontramos essa oferta. Faça a busca novamente.',
  OFFER_GONE: 'Esta oferta não está mais disponível. Faça a busca novamente para ver os preços atuais.',
  OFFER_PRICE_CHANGED: 'O preço desta oferta mudou. Confira o novo preço antes de continuar.',
  SUPPLIER_UNAVAILABLE: 'Não conseguimos consultar os voos neste momento. Tente novamente.',
  BOOKING_SESSION_NOT_FOUND: 'Sua sessão de reserva não existe ou já terminou. Escolha seu voo novamente.',
  BOOKING_INCOMPLETE: 'Faltam dados da reserva. Complete as etapas anteriores antes de continuar.',
  BAGGAGE_NOT_AVAILABLE: 'Não é possível adicionar essas malas a esta oferta.',
  AMOUNT_MISMATCH: 'O valor não corresponde ao preço calculado. Confira o preço antes de continuar.',
  CARD_TOKEN_INVALID: 'Os dados do cartão expiraram ou não são válidos. Informe o cartão novamente.',
  PAYMENT_NOT_FOUND: 'Não encontramos esse pagamento.',
  BOOKING_ALREADY_PAID:
    'Esta reserva já foi paga com outro pagamento. Anulamos esta segunda cobrança: você não será cobrado.',
  PAYMENT_DECLINED: 'O banco recusou o pagamento. Tente com outro cartão.',
  PAYMENT_CANCELLED: 'Você cancelou o pagamento. Pode tentar novamente.',
  PAYMENT_SIGNATURE_INVALID: 'Não conseguimos verificar a resposta do pagamento.',
  TRIP_HOLD_EXPIRED:
    'Acabou o tempo para reservar por este preço. Escolha sua viagem novamente para ver o preço atual.',
  TRIP_HOLD_ALREADY_EXTENDED: 'Você já recebeu mais tempo uma vez para esta reserva.',
  PAYMENT_METHOD_UNAVAILABLE:
    'Esta forma de pagamento não está disponível para o seu país, a sua moeda ou este valor. Escolha outra.',
  INSTALMENT_PLAN_UNAVAILABLE:
    'Esse parcelamento não é oferecido para o seu cartão no seu país. Escolha outro ou pague à vista.',
  PAYMENT_NOTIFICATION_INVALID: 'Não conseguimos verificar o aviso de pagamento.',
  SESSION_LOCKED:
    'Seu pagamento já está em andamento, por isso a reserva não pode mudar. Conclua o pagamento ou cancele-o para fazer alterações.',
  SESSION_CHANGED:
    'A reserva mudou depois que o pagamento começou. Anulamos este pagamento: você não será cobrado. Confira seus dados e pague novamente.',
  PAYMENT_SUPERSEDED: 'Este pagamento foi substituído por um mais recente e anulado: você não será cobrado.',
  PAYMENT_NOT_AUTHORISED:
    'O gateway de pagamento não confirmou este pagamento, então nada foi reservado nem cobrado.',
  PAYMENT_IN_PROGRESS:
    'Estamos confirmando seu pagamento. Aguarde alguns segundos e consulte sua reserva em Minha viagem.',
  CARD_DATA_NOT_ACCEPTED:
    'Por segurança, não recebemos números de cartão nem códigos de segurança: o cartão vai apenas para o gateway de pagamento, que devolve um token.',
  ORDER_REQUIRES_PAYMENT: 'O pedido à companhia aérea só é criado depois de um pagamento autorizado.',
  BOOKING_ORDER_FAILED:
    'A companhia aérea não conseguiu emitir sua reserva. Anulamos o pagamento: você não será cobrado.',
  SUPPLIER_TIMEOUT: 'O fornecedor de voos não respondeu a tempo. Tente novamente.',
  BOOKING_NOT_FOUND: 'Não encontramos a reserva. Confira o código da reserva e o e-mail e tente novamente.',
  BOOKING_NOT_CONFIRMED: 'Sua reserva ainda não foi emitida: enviaremos a confirmação assim que for.',
  BOOKING_RESEND_LIMITED:
    'Já enviamos a confirmação 3 vezes na última hora. Confira sua pasta de spam ou tente mais tarde.',
  CANCELLATION_NOT_FOUND: 'Não encontramos essa solicitação de cancelamento.',
  CANCELLATION_STATUS_CONFLICT:
    'A solicitação de cancelamento não pode passar para esse status a partir do atual.',
  CONTENT_NOT_FOUND: 'Não encontramos essa página.',
  CONTENT_UNAVAILABLE: 'O serviço de conteúdo não respondeu. Tente novamente em alguns minutos.',
  BAG_ADDITION_NOT_OFFERED: 'A tarifa desta reserva não vende malas adicionais.',
  BAG_ADDITION_NOT_CONFIRMED: 'Só é possível adicionar bagagem a uma reserva paga e emitida.',
  BAG_ADDITION_CANCELLED:
    'Esta reserva está cancelada ou tem um cancelamento em andamento: não é possível adicionar bagagem.',
  BAG_ADDITION_TOO_LATE:
    'A bagagem é adicionada até 24 horas antes da partida do primeiro voo. Agora fale com a companhia aérea.',
  BAG_ADDITION_OVER_ALLOWANCE: 'A tarifa não permite tantas malas. Escolha menos.',
  BAG_ADDITION_SUPERSEDED:
    'Outra bagagem foi adicionada a esta reserva enquanto você pagava: nada foi cobrado. Confira sua reserva e tente novamente.',
  XSRF_TOKEN_INVALID: 'A página expirou. Recarregue-a e tente novamente.',
  WEB_VITALS_NOT_ACCEPTED:
    'As medições de desempenho só são aceitas a partir do site e com os cookies de desempenho permitidos.',
  REPORT_UNAUTHORIZED: 'Os relatórios exigem o token de relatórios do site.',
  RATE_LIMITED: 'Solicitações demais. Aguarde um momento e tente novamente.',
  SERVICE_UNAVAILABLE: 'O serviço não está disponível neste momento.',
  INTERNAL_ERROR: 'Ocorreu um erro interno. Tente novamente mais tarde.',
};

/** A code's Portuguese title; the Spanish one while its translation has not landed. */
export function portugueseTitle(code: string, spanish: string): string {
  return ERROR_TITLES_PT[code] ?? spanish;
}
