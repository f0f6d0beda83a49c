// Every word of the alert e-mails, in English and in Spanish side by side (the type requires both;
// tests/alerts/alert-messages-es.test.ts reads them). Placeholders are `{name}`; the e-mails are written by the alert
// function and by `npm run alerts:send`, neither of which can read the site's Lingui catalogs.
import type { LeadCatalog } from "../../leads/lead-text";

export const EMAIL_TEXT = {
  confirmSubject: {
    en: "Confirm your e-mail alerts from {dealer}",
    es: "Confirme sus alertas por correo de {dealer}",
  },
  confirmHeading: { en: "Confirm your e-mail alerts", es: "Confirme sus alertas por correo" },
  confirmIntro: {
    en: "Someone (we hope it was you) asked on our website to be told by e-mail about:",
    es: "Alguien (esperamos que usted) pidió en nuestro sitio web que le avisemos por correo sobre:",
  },
  confirmButton: { en: "Confirm my alerts", es: "Confirmar mis alertas" },
  confirmHow: {
    en: "To turn the alerts on, open this link and press the button on the page:",
    es: "Para activar las alertas, abra este enlace y pulse el botón de la página:",
  },
  confirmIgnore: {
    en: "Did not ask? Do nothing: the request is deleted in 48 hours and we will not write again.",
    es: "¿No lo pidió? No haga nada: la solicitud se elimina en 48 horas y no volveremos a escribirle.",
  },
  watchPriceOne: {
    en: "Price drops on the {title} (stock {stock})",
    es: "Bajas de precio del {title} (inventario {stock})",
  },
  watchPriceMany: {
    en: "Price drops on {count} cars: {titles}",
    es: "Bajas de precio de {count} vehículos: {titles}",
  },
  watchSearch: {
    en: "New arrivals that match your search: {search}",
    es: "Autos recién llegados que coinciden con su búsqueda: {search}",
  },
  everyCar: { en: "every car", es: "todos los autos" },
  digestSubjectDrop: { en: "Price drop: {title} is now {price}", es: "Bajó el precio: {title} ahora cuesta {price}" },
  digestSubjectArrivalsOne: {
    en: "A new arrival matches your search",
    es: "Llegó un auto que coincide con su búsqueda",
  },
  digestSubjectArrivalsOther: {
    en: "{count} new arrivals match your search",
    es: "Llegaron {count} autos que coinciden con su búsqueda",
  },
  digestSubjectSold: { en: "The {title} has been sold", es: "El {title} ya se vendió" },
  digestSubjectMixed: {
    en: "News on the cars you follow at {dealer}",
    es: "Novedades de los autos que sigue en {dealer}",
  },
  priceDropsHeading: { en: "Price drops", es: "Bajas de precio" },
  priceWasNow: {
    en: "Was {old}, now {new}: {saved} less. Prices include the dealer's fees, as on our website.",
    es: "Antes {old}, ahora {new}: {saved} menos. Los precios incluyen los cargos del concesionario, como en nuestro sitio web.",
  },
  stockLine: { en: "Stock {stock}", es: "Inventario {stock}" },
  seeCar: { en: "See this car", es: "Ver este auto" },
  arrivalsHeading: { en: "New arrivals: {search}", es: "Recién llegados: {search}" },
  arrivalLine: { en: "{price}, {miles}", es: "{price}, {miles}" },
  moreArrivalsOne: { en: "and 1 more.", es: "y 1 más." },
  moreArrivalsOther: { en: "and {count} more.", es: "y {count} más." },
  seeSearch: { en: "See every car of this search", es: "Ver todos los autos de esta búsqueda" },
  soldHeading: { en: "Sold", es: "Vendidos" },
  soldLine: {
    en: "The {title} (stock {stock}) has been sold, so its price alert has ended. Thank you for following it.",
    es: "El {title} (inventario {stock}) ya se vendió, así que su alerta de precio terminó. Gracias por seguirlo.",
  },
  browse: { en: "Browse our inventory", es: "Vea nuestro inventario" },
  whyConfirm: {
    en: "You got this e-mail because this address was entered on {site} on {date} to receive alerts.",
    es: "Recibió este correo porque esta dirección se escribió en {site} el {date} para recibir alertas.",
  },
  whyDigest: {
    en: "You get this e-mail because you asked on {site} for {kinds} and confirmed. We write at most once a day, only when something changed; alerts end 180 days after you confirmed them, and a price alert when its car is sold.",
    es: "Recibe este correo porque pidió en {site} {kinds} y lo confirmó. Le escribimos como máximo una vez al día, solo cuando algo cambió; las alertas terminan 180 días después de confirmarlas, y una alerta de precio cuando su auto se vende.",
  },
  kindsPrice: { en: "price-drop alerts", es: "alertas de baja de precio" },
  kindsSearch: { en: "new-arrival alerts", es: "alertas de autos recién llegados" },
  kindsBoth: {
    en: "price-drop and new-arrival alerts",
    es: "alertas de baja de precio y de autos recién llegados",
  },
  unsubscribe: { en: "Unsubscribe from every alert", es: "Cancelar todas mis alertas" },
  unsubscribeText: {
    en: "To stop every alert and delete your address from them, open: {url}",
    es: "Para cancelar todas las alertas y borrar su dirección de ellas, abra: {url}",
  },
  contact: { en: "Questions? Call us at {phone}.", es: "¿Preguntas? Llámenos al {phone}." },
} as const satisfies LeadCatalog<string>;

export type EmailTextKey = keyof typeof EMAIL_TEXT;
