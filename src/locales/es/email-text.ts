// Every word of the alert e-mails, in US Spanish (email-text.ts), by the keys of the English (email-text.en.ts). Named in
// src/locales/es/text-tables.ts.
import type { TextTables } from "../../lib/i18n/text-tables";

const texts: TextTables["email-text"] = {
  confirmSubject: "Confirme sus alertas por correo de {dealer}",
  confirmHeading: "Confirme sus alertas por correo",
  confirmIntro: "Alguien (esperamos que usted) pidió en nuestro sitio web que le avisemos por correo sobre:",
  confirmButton: "Confirmar mis alertas",
  confirmHow: "Para activar las alertas, abra este enlace y haga clic en el botón de la página:",
  confirmIgnore: "¿No lo pidió? No haga nada: la solicitud se elimina en 48 horas y no volveremos a escribirle.",
  watchPriceOne: "Bajas de precio del {title} (inventario {stock})",
  watchPriceMany: "Bajas de precio de {count} vehículos: {titles}",
  watchSearch: "Autos recién llegados que coinciden con su búsqueda: {search}",
  everyCar: "todos los autos",
  digestSubjectDrop: "Bajó el precio: {title} ahora cuesta {price}",
  digestSubjectArrivalsOne: "Llegó un auto que coincide con su búsqueda",
  digestSubjectArrivalsOther: "Llegaron {count} autos que coinciden con su búsqueda",
  digestSubjectSold: "El {title} ya se vendió",
  digestSubjectMixed: "Novedades de los autos que sigue en {dealer}",
  priceDropsHeading: "Bajas de precio",
  priceWasNow: "Antes {old}, ahora {new}: {saved} menos.",
  priceNote:
    "Cada precio es el precio total, como en nuestro sitio web: incluye todos los cargos que pagan todos los compradores, como el cargo por documentación; no incluye impuestos, título ni registro (cargos del gobierno).",
  stockLine: "Inventario {stock}",
  seeCar: "Ver este auto",
  arrivalsHeading: "Recién llegados: {search}",
  arrivalLine: "{price}, {miles}",
  lotLine: "En {lot}",
  moreArrivalsOne: "y 1 más.",
  moreArrivalsOther: "y {count} más.",
  seeSearch: "Ver todos los autos de esta búsqueda",
  soldHeading: "Vendidos",
  soldLine: "El {title} (inventario {stock}) ya se vendió, así que su alerta de precio terminó. Gracias por seguirlo.",
  browse: "Vea nuestro inventario",
  whyConfirm: "Recibió este correo porque esta dirección se escribió en {site} el {date} para recibir alertas.",
  whyDigest:
    "Recibe este correo porque pidió en {site} {kinds} y lo confirmó. Le escribimos como máximo una vez al día, solo cuando algo cambió; las alertas terminan 180 días después de confirmarlas, y una alerta de precio cuando su auto se vende.",
  kindsPrice: "alertas de baja de precio",
  kindsSearch: "alertas de autos recién llegados",
  kindsBoth: "alertas de baja de precio y de autos recién llegados",
  unsubscribe: "Cancelar todas mis alertas",
  unsubscribeText: "Para cancelar todas las alertas y borrar su dirección de ellas, abra: {url}",
  contact: "¿Preguntas? Llámenos al {phone}.",
};

export default texts;
