// What the lead endpoint answers when it refuses or cannot deliver a lead, in US Spanish (response-messages.ts), by the keys of the English (response-messages.en.ts). Named in
// src/locales/es/text-tables.ts.
import type { TextTables } from "../../lib/i18n/text-tables";

const texts: TextTables["response-messages"] = {
  postOnly: "Esta dirección solo acepta solicitudes enviadas con POST.",
  bodyType: "Envíe el formulario como application/json o application/x-www-form-urlencoded, en UTF-8.",
  tooLarge: "El formulario es demasiado grande: envíe {kb} KB como máximo.",
  crossSite: "Las solicitudes solo se pueden enviar desde los formularios de este sitio web.",
  notFields: "Envíe los campos del formulario como un objeto JSON o como un formulario codificado en URL.",
  limitedOne:
    "Llegaron demasiados mensajes desde su conexión. Inténtelo de nuevo en {minutes} minuto, o llámenos al {phone}.",
  limitedOther:
    "Llegaron demasiados mensajes desde su conexión. Inténtelo de nuevo en {minutes} minutos, o llámenos al {phone}.",
  notSent: "No se pudo enviar su mensaje. Llámenos al {phone}.",
  unavailable:
    "No pudimos enviar su mensaje en este momento. No se envió nada, y lo que escribió sigue en el formulario. Llámenos al {phone}.",
  unexpected: "No pudimos enviar su mensaje en este momento. Llámenos al {phone}.",
};

export default texts;
