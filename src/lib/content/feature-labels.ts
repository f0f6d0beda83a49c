// Vehicle features are free text the dealer writes (content/vehicles/*.json `features`), not a closed
// vocabulary: this map translates the ones the sample inventory and the synthetic bench inventory use. A
// feature it does not know shows as written, marked English, until a translation is added here.
// Trade names (Apple CarPlay, Honda Sensing, SYNC 3 ...) are the same in Spanish and map to themselves.
import type { Locale } from "../i18n/locale";

const SPANISH: Record<string, string> = {
  "Adaptive Cruise Control": "Control de crucero adaptativo",
  "All-Wheel Drive": "Tracción integral",
  "Alloy Wheels": "Rines de aleación",
  "Android Auto": "Android Auto",
  "Apple CarPlay": "Apple CarPlay",
  Autopilot: "Autopilot",
  "Backup Camera": "Cámara de reversa",
  "Bang & Olufsen Audio": "Sonido Bang & Olufsen",
  "Bed Liner": "Protector de caja",
  "Blind Spot Monitor": "Monitor de punto ciego",
  Bluetooth: "Bluetooth",
  "Bose Audio": "Sonido Bose",
  "Brembo Brakes": "Frenos Brembo",
  "Captain's Chairs": "Asientos tipo capitán",
  "Co-Pilot360": "Co-Pilot360",
  "Crawl Control": "Crawl Control",
  "EyeSight Driver Assist": "Asistencia al conductor EyeSight",
  FLEXBED: "FLEXBED",
  "G.O.A.T. Modes": "Modos G.O.A.T.",
  "Glass Roof": "Techo de cristal",
  "HEMI V8": "Motor HEMI V8",
  "Head-Up Display": "Pantalla proyectada en el parabrisas",
  "Heated Seats": "Asientos con calefacción",
  "Honda Sensing": "Honda Sensing",
  "Lane Keeping Assist": "Asistente de permanencia en el carril",
  "Leather Seats": "Asientos de piel",
  "Locking Rear Differential": "Diferencial trasero con bloqueo",
  Navigation: "Sistema de navegación",
  "Panoramic Sunroof": "Techo solar panorámico",
  "Performance Package": "Paquete de alto desempeño",
  "Pilot Assist": "Pilot Assist",
  "Plaid Seats": "Asientos a cuadros",
  "Power Convertible Top": "Capota eléctrica",
  "Power Liftgate": "Compuerta trasera eléctrica",
  "Power Sliding Doors": "Puertas corredizas eléctricas",
  "Premium Audio": "Sistema de sonido premium",
  "ProPILOT Assist": "ProPILOT Assist",
  "Remote Start": "Encendido remoto",
  "Removable Top": "Techo removible",
  "Roof Rails": "Rieles en el techo",
  "Running Boards": "Estribos",
  "Six-Speed Manual": "Manual de seis velocidades",
  "Smart Key": "Llave inteligente",
  "Sport Seats": "Asientos deportivos",
  "Stow 'n Go Seating": "Asientos Stow 'n Go",
  Sunroof: "Techo solar",
  "Surround View Camera": "Cámara de visión 360°",
  SYNC: "SYNC",
  "SYNC 3": "SYNC 3",
  "Third-Row Seating": "Tercera fila de asientos",
  "Tow Package": "Paquete de remolque",
  "Toyota Safety Sense": "Toyota Safety Sense",
  "Trail Rated": "Trail Rated",
  "Trailer Brake Controller": "Control de frenos del remolque",
  "Uconnect 8.4": "Uconnect 8.4",
  "Ventilated Seats": "Asientos ventilados",
  "Virtual Cockpit": "Virtual Cockpit",
  "Wireless Charging": "Cargador inalámbrico",
  "quattro AWD": "Tracción integral quattro",
  "xDrive AWD": "Tracción integral xDrive",
};

// Staff write "heated seats" or "Heated  Seats" as often as "Heated Seats".
const key = (feature: string) => feature.trim().replace(/\s+/g, " ").toLowerCase();
const byKey = (labels: Record<string, string>) =>
  new Map(Object.entries(labels).map(([english, translation]) => [key(english), translation]));
const TRANSLATIONS: Record<Exclude<Locale, "en">, Map<string, string>> = { es: byKey(SPANISH) };

/** A feature as a page shows it, with the language it is in (for `lang="en"` where no translation exists). */
export interface FeatureLabel {
  text: string;
  lang: Locale;
}

export function featureLabel(feature: string, locale: Locale = "en"): FeatureLabel {
  if (locale === "en") return { text: feature, lang: "en" };
  const translation = TRANSLATIONS[locale].get(key(feature));
  return translation === undefined ? { text: feature, lang: "en" } : { text: translation, lang: locale };
}
