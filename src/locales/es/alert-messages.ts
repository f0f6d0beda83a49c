// What the alert endpoint says, next to a refused field and as its answers, in US Spanish (alert-messages.ts), by the keys of the English (alert-messages.en.ts). Named in
// src/locales/es/text-tables.ts.
import type { TextTables } from "../../lib/i18n/text-tables";

const texts: TextTables["alert-messages"] = {
  kindInvalid: 'Envíe el tipo de alerta como "price-drop" o "new-arrivals".',
  vehicleMissing: "Elija un vehículo para seguir.",
  vehicleTooMany: "Elija como máximo {vehiclesMax} vehículos para una alerta.",
  vehicleUnknown:
    "No tenemos ningún vehículo con el número de inventario {stock}: ya no está en nuestro inventario. Vuelva a cargar la página para ver lo que está a la venta.",
  vehicleSold:
    "El {title} (inventario {stock}) ya se vendió, así que su precio no bajará. En nuestro inventario hay vehículos parecidos.",
  searchTooLong:
    "Esta búsqueda es demasiado larga para guardarla (más de {searchMax} caracteres): quite algunos filtros.",
  searchUnknownValue:
    "Esta búsqueda pide algo que ningún vehículo de nuestro sitio puede tener. Vuelva a elegir los filtros en la página del inventario.",
  searchNotANumber:
    "Un precio, año o millaje de esta búsqueda no es un número entero. Vuelva a elegir los filtros en la página del inventario.",
  searchEmptyRange:
    "Ningún vehículo puede coincidir con esta búsqueda: su precio o año mínimo es mayor que el máximo. Cambie el rango e inténtelo de nuevo.",
  consentMissing: "Marque la casilla para aceptar recibir estos correos.",
  postOnly: "Esta dirección solo acepta solicitudes de alertas enviadas con POST.",
  bodyType: "Envíe el formulario como application/json o application/x-www-form-urlencoded, en UTF-8.",
  tooLarge: "El formulario es demasiado grande: envíe {kb} KB como máximo.",
  crossSite: "Las alertas solo se pueden pedir desde las páginas de este sitio web.",
  notFields: "Envíe los campos del formulario como un objeto JSON o como un formulario codificado en URL.",
  sent: "Revise su correo: le enviamos un enlace para confirmar la alerta. No le enviaremos nada más hasta que la confirme.",
  limitedOne: "Llegaron demasiadas solicitudes desde su conexión. Inténtelo de nuevo en {minutes} minuto.",
  limitedOther: "Llegaron demasiadas solicitudes desde su conexión. Inténtelo de nuevo en {minutes} minutos.",
  busy: "En este momento recibimos demasiadas solicitudes de alertas. Inténtelo de nuevo en {minutes} minutos.",
  off: "Este sitio web no ofrece alertas por correo.",
  unavailable:
    "No pudimos guardar su alerta en este momento. No se guardó nada; inténtelo más tarde, o llámenos al {phone}.",
  tokenMissing: "Este enlace no está completo. Ábralo otra vez desde el correo, o copie su dirección completa.",
  confirmed: "Sus alertas están activas. Le escribiremos como máximo una vez al día, y solo cuando haya algo nuevo.",
  expired:
    "Este enlace ya venció (después de 48 horas) o sus alertas se eliminaron. Vuelva a pedir la alerta en nuestro sitio web.",
  unsubscribed: "Se canceló su suscripción: sus alertas se eliminaron y no volveremos a escribirle sobre ellas.",
};

export default texts;
