/**
 * The one catalogue of error codes the API answers with. Each has a title in Spanish and English,
 * so the web app can show a message without knowing the server's wording.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: {
    status: 400,
    es: 'Los datos enviados no son válidos.',
    en: 'The submitted data is not valid.',
  },
  MALFORMED_REQUEST: {
    status: 400,
    es: 'La solicitud no se pudo leer.',
    en: 'The request could not be read.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    es: 'La solicitud es demasiado grande.',
    en: 'The request is too large.',
  },
  URI_TOO_LONG: {
    status: 414,
    es: 'La dirección es demasiado larga.',
    en: 'The address is too long.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    es: 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.',
    en: 'The request took too long to arrive. Please try again.',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    es: 'Los encabezados de la solicitud son demasiado grandes.',
    en: 'The request headers are too large.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    es: 'El tipo de contenido no es compatible.',
    en: 'The content type is not supported.',
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    es: 'La dirección solicitada no existe.',
    en: 'The requested address does not exist.',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    es: 'Esta dirección no acepta ese método. Los que acepta se indican en la cabecera Allow.',
    en: 'This address does not take that method. The ones it takes are in the Allow header.',
  },
  AGENT_ID_INVALID: {
    status: 403,
    es: 'No reconocemos esta sesión de visitante. Recarga la página.',
    en: 'We do not recognise this visitor session. Reload the page.',
  },
  SEARCH_REQUEST_NOT_FOUND: {
    status: 404,
    es: 'No encontramos ese registro de búsqueda.',
    en: 'That search record was not found.',
  },
  UNKNOWN_AIRPORT: {
    status: 400,
    es: 'No conocemos ese aeropuerto. Elige uno de la lista.',
    en: 'We do not know that airport. Choose one from the list.',
  },
  CURRENCY_NOT_SUPPORTED: {
    status: 400,
    es: 'Esa moneda no está disponible.',
    en: 'That currency is not available.',
  },
  DEAL_DESTINATION_NOT_FOUND: {
    status: 404,
    es: 'No tenemos ofertas de vuelo para ese destino.',
    en: 'We have no flight deals for that destination.',
  },
  OFFER_NOT_FOUND: {
    status: 404,
    es: 'No encontramos esa oferta. Vuelve a buscar.',
    en: 'That offer was not found. Search again.',
  },
  OFFER_GONE: {
    status: 410,
    es: 'Esta oferta ya no está disponible. Vuelve a buscar para ver los precios actuales.',
    en: 'This offer is no longer available. Search again to see current prices.',
  },
  OFFER_PRICE_CHANGED: {
    status: 409,
    es: 'El precio de esta oferta cambió. Revisa el nuevo precio antes de continuar.',
    en: 'The price of this offer changed. Check the new price before going on.',
  },
  SUPPLIER_UNAVAILABLE: {
    status: 503,
    es: 'No pudimos consultar los vuelos en este momento. Inténtalo de nuevo.',
    en: 'We could not reach the flight supplier. Please try again.',
  },
  BOOKING_SESSION_NOT_FOUND: {
    status: 404,
    es: 'Tu sesión de reserva no existe o ya terminó. Vuelve a elegir tu vuelo.',
    en: 'Your booking session does not exist or has ended. Choose your flight again.',
  },
  BOOKING_INCOMPLETE: {
    status: 422,
    es: 'Faltan datos de la reserva. Completa los pasos anteriores antes de continuar.',
    en: 'Booking details are missing. Complete the previous steps before going on.',
  },
  BAGGAGE_NOT_AVAILABLE: {
    status: 422,
    es: 'No se pueden añadir esas maletas a esta oferta.',
    en: 'Those bags cannot be added to this offer.',
  },
  AMOUNT_MISMATCH: {
    status: 422,
    es: 'El importe no coincide con el precio calculado. Revisa el precio antes de continuar.',
    en: 'The amount does not match the calculated price. Check the price before going on.',
  },
  CARD_TOKEN_INVALID: {
    status: 422,
    es: 'Los datos de la tarjeta caducaron o no son válidos. Vuelve a introducir la tarjeta.',
    en: 'The card details expired or are not valid. Enter the card again.',
  },
  PAYMENT_NOT_FOUND: {
    status: 404,
    es: 'No encontramos ese pago.',
    en: 'That payment was not found.',
  },
  BOOKING_ALREADY_PAID: {
    status: 409,
    es: 'Esta reserva ya se pagó con otro pago. Anulamos este segundo cargo: no se te cobrará.',
    en: 'This booking was already paid with another payment. We voided this second charge: you will not be charged.',
  },
  PAYMENT_DECLINED: {
    status: 402,
    es: 'El banco rechazó el pago. Prueba con otra tarjeta.',
    en: 'The bank declined the payment. Try another card.',
  },
  PAYMENT_CANCELLED: {
    status: 402,
    es: 'Cancelaste el pago. Puedes intentarlo de nuevo.',
    en: 'You cancelled the payment. You can try again.',
  },
  PAYMENT_SIGNATURE_INVALID: {
    status: 400,
    es: 'No pudimos verificar la respuesta del pago.',
    en: 'The payment response could not be verified.',
  },
  TRIP_HOLD_EXPIRED: {
    status: 410,
    es: 'Se acabó el tiempo para reservar este precio. Vuelve a elegir tu viaje para ver el precio de ahora.',
    en: 'The time to book at this price is up. Choose your trip again to see the current price.',
  },
  TRIP_HOLD_ALREADY_EXTENDED: {
    status: 409,
    es: 'Ya te dimos más tiempo una vez para esta reserva.',
    en: 'You already had more time once for this booking.',
  },
  PAYMENT_METHOD_UNAVAILABLE: {
    status: 422,
    es: 'Esta forma de pago no está disponible para tu país, tu moneda o este importe. Elige otra.',
    en: 'This way of paying is not available for your country, currency or this amount. Choose another.',
  },
  INSTALMENT_PLAN_UNAVAILABLE: {
    status: 422,
    es: 'Ese plan de cuotas no se ofrece para tu tarjeta en tu país. Elige otro o paga en un solo pago.',
    en: 'That instalment plan is not offered for your card in your country. Choose another or pay in full.',
  },
  PAYMENT_NOTIFICATION_INVALID: {
    status: 401,
    es: 'No pudimos verificar el aviso de pago.',
    en: 'The payment notification could not be verified.',
  },
  SESSION_LOCKED: {
    status: 409,
    es: 'Tu pago ya está en curso, así que la reserva no puede cambiar. Termina el pago o cancélalo para hacer cambios.',
    en: 'Your payment is under way, so the booking cannot change. Finish the payment or cancel it to make changes.',
  },
  SESSION_CHANGED: {
    status: 409,
    es: 'La reserva cambió después de iniciar el pago. Anulamos este pago: no se te cobrará. Revisa tus datos y vuelve a pagar.',
    en: 'The booking changed after the payment started. We voided this payment: you will not be charged. Check your details and pay again.',
  },
  PAYMENT_SUPERSEDED: {
    status: 409,
    es: 'Este pago se reemplazó por uno más reciente y quedó anulado: no se te cobrará.',
    en: 'This payment was replaced by a newer one and voided: you will not be charged.',
  },
  PAYMENT_NOT_AUTHORISED: {
    status: 402,
    es: 'La pasarela de pago no confirmó este pago, así que no reservamos nada ni se te cobró.',
    en: 'The payment gateway did not confirm this payment, so nothing was booked or charged.',
  },
  PAYMENT_IN_PROGRESS: {
    status: 409,
    es: 'Estamos confirmando tu pago. Espera unos segundos y consulta tu reserva en Mi viaje.',
    en: 'We are confirming your payment. Wait a few seconds and check your booking in My Journey.',
  },
  CARD_DATA_NOT_ACCEPTED: {
    status: 400,
    es: 'Por seguridad no recibimos números de tarjeta ni códigos de seguridad: la tarjeta va solo a la pasarela de pago, que devuelve un token.',
    en: 'For security we do not accept card numbers or security codes: the card goes only to the payment gateway, which answers a token.',
  },
  ORDER_REQUIRES_PAYMENT: {
    status: 409,
    es: 'El pedido a la aerolínea se crea solo después de un pago autorizado.',
    en: 'The airline order is created only after an authorised payment.',
  },
  BOOKING_ORDER_FAILED: {
    status: 502,
    es: 'La aerolínea no pudo emitir tu reserva. Anulamos el pago: no se te cobrará nada.',
    en: 'The airline could not issue your booking. We voided the payment: you will not be charged.',
  },
  SUPPLIER_TIMEOUT: {
    status: 504,
    es: 'El proveedor de vuelos no respondió a tiempo. Inténtalo de nuevo.',
    en: 'The flight supplier did not answer in time. Please try again.',
  },
  BOOKING_NOT_FOUND: {
    status: 404,
    es: 'No encontramos la reserva. Revisa el código de reserva y el correo electrónico e inténtalo de nuevo.',
    en: 'Booking not found. Check the booking ID and e-mail and try again.',
  },
  BOOKING_NOT_CONFIRMED: {
    status: 409,
    es: 'Tu reserva aún no está emitida: te enviaremos la confirmación cuando lo esté.',
    en: 'Your booking is not issued yet: we will send the confirmation when it is.',
  },
  BOOKING_RESEND_LIMITED: {
    status: 429,
    es: 'Ya te enviamos la confirmación 3 veces en la última hora. Revisa tu carpeta de spam o inténtalo más tarde.',
    en: 'We already sent the confirmation 3 times in the last hour. Check your spam folder or try again later.',
  },
  CANCELLATION_NOT_FOUND: {
    status: 404,
    es: 'No encontramos esa solicitud de cancelación.',
    en: 'Cancellation request not found.',
  },
  CANCELLATION_STATUS_CONFLICT: {
    status: 409,
    es: 'La solicitud de cancelación no puede pasar a ese estado desde el actual.',
    en: 'The cancellation request cannot move to that status from its current one.',
  },
  BAG_ADDITION_NOT_OFFERED: {
    status: 422,
    es: 'La tarifa de esta reserva no vende maletas adicionales.',
    en: "This booking's fare does not sell extra bags.",
  },
  BAG_ADDITION_NOT_CONFIRMED: {
    status: 409,
    es: 'Solo se puede añadir equipaje a una reserva pagada y emitida.',
    en: 'Bags can only be added to a paid, issued booking.',
  },
  BAG_ADDITION_CANCELLED: {
    status: 409,
    es: 'Esta reserva está cancelada o tiene una cancelación en curso: no se le puede añadir equipaje.',
    en: 'This booking is cancelled or has a cancellation under way: bags cannot be added to it.',
  },
  BAG_ADDITION_TOO_LATE: {
    status: 409,
    es: 'El equipaje se añade hasta 24 horas antes de la salida del primer vuelo. Ahora hazlo con la aerolínea.',
    en: 'Bags can be added up to 24 hours before the first flight leaves. Now ask the airline.',
  },
  BAG_ADDITION_OVER_ALLOWANCE: {
    status: 422,
    es: 'La tarifa no permite tantas maletas. Elige menos.',
    en: 'The fare does not allow that many bags. Choose fewer.',
  },
  BAG_ADDITION_SUPERSEDED: {
    status: 409,
    es: 'Se añadió otro equipaje a esta reserva mientras pagabas: no se te cobró nada. Revisa tu reserva y vuelve a intentarlo.',
    en: 'Other bags were added to this booking while you paid: nothing was charged. Check your booking and try again.',
  },
  CONTENT_NOT_FOUND: {
    status: 404,
    es: 'No encontramos esa página.',
    en: 'Page not found.',
  },
  CONTENT_UNAVAILABLE: {
    status: 502,
    es: 'El servicio de contenidos no respondió. Inténtalo de nuevo en unos minutos.',
    en: 'Bad gateway',
  },
  XSRF_TOKEN_INVALID: {
    status: 403,
    es: 'La página caducó. Recárgala e inténtalo de nuevo.',
    en: 'The page expired. Reload it and try again.',
  },
  WEB_VITALS_NOT_ACCEPTED: {
    status: 403,
    es: 'Las mediciones de rendimiento solo se aceptan desde el sitio y con las cookies de rendimiento permitidas.',
    en: 'Performance measurements are accepted only from the site and with performance cookies allowed.',
  },
  REPORT_UNAUTHORIZED: {
    status: 401,
    es: 'Los informes requieren el token de informes del sitio.',
    en: "Reports require the site's reports token.",
  },
  RATE_LIMITED: {
    status: 429,
    es: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    en: 'Too many requests. Wait a moment and try again.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    es: 'El servicio no está disponible en este momento.',
    en: 'The service is unavailable right now.',
  },
  INTERNAL_ERROR: {
    status: 500,
    es: 'Ocurrió un error interno. Inténtalo de nuevo más tarde.',
    en: 'Internal Server Error. Please try again later.',
  },
} as const satisfies Record<string, { status: number; es: string; en: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
