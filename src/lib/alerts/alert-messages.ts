// What the alert endpoint says, in English and in Spanish: next to a refused field, and as its answers. A table,
// not a Lingui catalog, for the reason field-messages.ts gives: Gatsby bundles functions without the macro or the
// PO loader. Each message is written with its Spanish twin beside it (tests/alerts/alert-messages-es.test.ts).
import type { Locale } from "../i18n/locale";
import { pluralOf, textIn, type LeadCatalog, type TextParams } from "../leads/lead-text";
import { ALERT_LIMITS } from "./alert-options";

export const ALERT_MESSAGES = {
  kindInvalid: {
    en: 'Send the kind of alert as "price-drop" or "new-arrivals".',
    es: 'Envíe el tipo de alerta como "price-drop" o "new-arrivals".',
  },
  vehicleMissing: { en: "Choose a car to watch.", es: "Elija un vehículo para seguir." },
  vehicleTooMany: {
    en: `Choose at most ${ALERT_LIMITS.vehicles} cars for one alert.`,
    es: `Elija como máximo ${ALERT_LIMITS.vehicles} vehículos para una alerta.`,
  },
  vehicleUnknown: {
    en: "We have no car with stock number {stock}: it has left our inventory. Reload the page to see what is for sale.",
    es: "No tenemos ningún vehículo con el número de inventario {stock}: ya no está en nuestro inventario. Vuelva a cargar la página para ver lo que está a la venta.",
  },
  vehicleSold: {
    en: "The {title} (stock {stock}) has been sold, so its price will not drop. Our inventory has similar cars.",
    es: "El {title} (inventario {stock}) ya se vendió, así que su precio no bajará. En nuestro inventario hay vehículos parecidos.",
  },
  searchTooLong: {
    en: `This search is too long to save (more than ${ALERT_LIMITS.search} characters): remove a few filters.`,
    es: `Esta búsqueda es demasiado larga para guardarla (más de ${ALERT_LIMITS.search} caracteres): quite algunos filtros.`,
  },
  searchUnknownValue: {
    en: "This search asks for something no car on our site can have. Choose the filters again on the inventory page.",
    es: "Esta búsqueda pide algo que ningún vehículo de nuestro sitio puede tener. Vuelva a elegir los filtros en la página del inventario.",
  },
  searchNotANumber: {
    en: "A price, year or mileage in this search is not a whole number. Choose the filters again on the inventory page.",
    es: "Un precio, año o millaje de esta búsqueda no es un número entero. Vuelva a elegir los filtros en la página del inventario.",
  },
  searchEmptyRange: {
    en: "No car can match this search: its lowest price or year is above its highest. Change the range and try again.",
    es: "Ningún vehículo puede coincidir con esta búsqueda: su precio o año mínimo es mayor que el máximo. Cambie el rango e inténtelo de nuevo.",
  },
  consentMissing: {
    en: "Tick the box to agree to receive these e-mails.",
    es: "Marque la casilla para aceptar recibir estos correos.",
  },
  postOnly: {
    en: "This address only accepts alert requests sent with POST.",
    es: "Esta dirección solo acepta solicitudes de alertas enviadas con POST.",
  },
  bodyType: {
    en: "Send the form as UTF-8 application/json or application/x-www-form-urlencoded.",
    es: "Envíe el formulario como application/json o application/x-www-form-urlencoded, en UTF-8.",
  },
  tooLarge: {
    en: "The form is too large: send at most {kb} KB.",
    es: "El formulario es demasiado grande: envíe {kb} KB como máximo.",
  },
  crossSite: {
    en: "Alerts can only be asked for from this website's pages.",
    es: "Las alertas solo se pueden pedir desde las páginas de este sitio web.",
  },
  notFields: {
    en: "Send the form's fields as a JSON object or a URL-encoded form.",
    es: "Envíe los campos del formulario como un objeto JSON o como un formulario codificado en URL.",
  },
  sent: {
    en: "Check your e-mail: we sent you a link to confirm the alert. Nothing more is sent until you confirm.",
    es: "Revise su correo: le enviamos un enlace para confirmar la alerta. No le enviaremos nada más hasta que la confirme.",
  },
  limitedOne: {
    en: "Too many requests from your connection. Please try again in {minutes} minute.",
    es: "Llegaron demasiadas solicitudes desde su conexión. Inténtelo de nuevo en {minutes} minuto.",
  },
  limitedOther: {
    en: "Too many requests from your connection. Please try again in {minutes} minutes.",
    es: "Llegaron demasiadas solicitudes desde su conexión. Inténtelo de nuevo en {minutes} minutos.",
  },
  busy: {
    en: "We are taking too many alert requests just now. Please try again in {minutes} minutes.",
    es: "En este momento recibimos demasiadas solicitudes de alertas. Inténtelo de nuevo en {minutes} minutos.",
  },
  off: {
    en: "E-mail alerts are not offered on this website.",
    es: "Este sitio web no ofrece alertas por correo.",
  },
  unavailable: {
    en: "We could not save your alert just now. Nothing was saved; please try again later, or call us at {phone}.",
    es: "No pudimos guardar su alerta en este momento. No se guardó nada; inténtelo más tarde, o llámenos al {phone}.",
  },
  tokenMissing: {
    en: "This link is not complete. Open it again from the e-mail, or copy its whole address.",
    es: "Este enlace no está completo. Ábralo otra vez desde el correo, o copie su dirección completa.",
  },
  confirmed: {
    en: "Your alerts are on. We will e-mail you at most once a day, and only when there is something new.",
    es: "Sus alertas están activas. Le escribiremos como máximo una vez al día, y solo cuando haya algo nuevo.",
  },
  expired: {
    en: "This link has expired (after 48 hours) or its alerts were removed. Ask for the alert again on our website.",
    es: "Este enlace ya venció (después de 48 horas) o sus alertas se eliminaron. Vuelva a pedir la alerta en nuestro sitio web.",
  },
  unsubscribed: {
    en: "You are unsubscribed: your alerts are deleted and we will not e-mail you about them again.",
    es: "Se canceló su suscripción: sus alertas se eliminaron y no volveremos a escribirle sobre ellas.",
  },
} as const satisfies LeadCatalog<string>;

export type AlertMessageKey = keyof typeof ALERT_MESSAGES;

/** One of the endpoint's messages in `locale`. */
export const alertMessage = (key: AlertMessageKey, locale: Locale, params?: TextParams): string =>
  textIn(ALERT_MESSAGES, key, locale, params);

/** "Too many requests … try again in 5 minutes.", with the count's plural form in `locale`. */
export const alertLimitedMessage = (minutes: number, locale: Locale): string =>
  alertMessage(pluralOf(minutes, locale) === "one" ? "limitedOne" : "limitedOther", locale, { minutes });
