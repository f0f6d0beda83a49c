// The Spanish site's glossary, as data: the words it uses for each idea, why, and the words it rules out. One list
// that everything else follows: the Spanish catalogs (src/locales/es), the vocabularies' Spanish labels
// (`src/locales/<code>/…-labels.ts`) and the staff-written Spanish in content/ are checked against it by
// tests/i18n/spanish-glossary.test.ts, and docs/spanish-glossary.md is its readable view, written from it by
// `npm run i18n:glossary` (glossary-markdown.ts). Not part of any page: nothing here reaches a visitor's browser.

/** A word or phrase the site does not use for an idea. */
export interface RuledOut {
  /** Matched as whole words, case-insensitive, accents as written. */
  words?: string;
  /** A regular expression (case-insensitive, Unicode) where a phrase is not enough. */
  pattern?: string;
  /** A whole text (a catalog message, a label) that must not be exactly this (a button that names a thing). */
  wholeText?: string;
  /** How the docs show a pattern; a phrase shows as itself. */
  shown?: string;
  why: string;
}

export interface GlossaryTerm {
  english: string;
  /** The Spanish the site uses, the main form first. Each is written one way only (the test reads every spelling). */
  spanish: readonly string[];
  note: string;
  ruledOut?: readonly RuledOut[];
  /** A phrase that must appear at least once in the texts of one source (spelled out once, say). */
  mustAppear?: { text: string; in: string };
}

export interface StyleRule {
  rule: string;
  ruledOut?: readonly RuledOut[];
}

export const HOUSE_STYLE: readonly StyleRule[] = [
  { rule: '**Usted**, never tú: "Llámenos", "Solicite su preaprobación", "Lléveselo mañana".' },
  {
    rule: '**Sentence case**: only the first word and names take a capital ("Pagos mensuales estimados", not "Pagos Mensuales Estimados"). The Buyers Guide\'s capitals are the FTC\'s.',
  },
  {
    rule: "**US numbers**: `$12,995`, `$1,234.50`, `48,210 mi` (a comma groups thousands, a point before the cents), as `Intl` writes `es-US`.",
  },
  {
    rule: '**Dates** in lower case, day before month: "25 de noviembre de 2026", "miércoles, 25 de noviembre de 2026" (`src/lib/format-date.ts`).',
  },
  {
    rule: '**Times** as es-US writes them: "9:00 a.m. – 5:00 p.m.", a no-break space before a.m. (`opening-hours-labels.ts`); never "9:00 AM".',
    ruledOut: [{ pattern: "\\d (AM|PM)\\b", shown: "9:00 AM", why: "English; US Spanish writes a.m. and p.m." }],
  },
  { rule: '**Accents** always, capitals included ("Último precio"); the opening ¿ and ¡ too.' },
  { rule: '**Plurals**: "1 vehículo", "0 vehículos", "2 vehículos" (the singular is for exactly one).' },
  {
    rule: '**One set of brackets**: a unit goes inside the explanation\'s brackets, "Enganche (pago inicial, $)", never two in a row.',
    ruledOut: [{ pattern: "\\)\\s*\\(", shown: ") (", why: "two brackets in a row read as a mistake" }],
  },
  {
    rule: '**Buttons say what to do**, in words that fit a phone\'s button: "Cotice su auto a cuenta", not a noun ("Valor de su auto a cuenta").',
  },
];

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    english: "used car",
    spanish: ["auto usado"],
    note: 'Not "seminuevo": in Mexico that promises a nearly new, low-mileage car. The FTC\'s own Spanish consumer pages say "carro usado"; the site says "auto", which reads as neutral everywhere.',
    ruledOut: [
      { words: "seminuevo", why: "promises a nearly new car" },
      { words: "seminuevos", why: "promises nearly new cars" },
    ],
  },
  {
    english: "car / vehicle",
    spanish: ["auto", "vehículo"],
    note: '"Auto" in headings and sentences; "vehículo" in counts, forms and the Buyers Guide (the FTC\'s word on the form).',
    ruledOut: [
      { words: "coche", why: "Spain's word" },
      { words: "coches", why: "Spain's word" },
      { words: "carro", why: 'colloquial; the site says "auto"' },
      { words: "carros", why: 'colloquial; the site says "autos"' },
    ],
  },
  {
    english: "new arrivals",
    spanish: ["recién llegados", "autos recién llegados"],
    note: 'Cars just in on the lot. Never "autos nuevos": on a used-car site that reads as new cars.',
    ruledOut: [
      { words: "autos nuevos", why: "reads as new cars, not used ones" },
      { words: "vehículos nuevos", why: "reads as new vehicles, not used ones" },
      { words: "carros nuevos", why: "reads as new cars, not used ones" },
    ],
  },
  {
    english: "dealer, dealership",
    spanish: ["concesionario"],
    note: 'Understood everywhere and the FTC\'s word on the Spanish Buyers Guide; "agencia" is Mexican, "dealer" too informal for the site\'s own voice.',
    ruledOut: [
      { words: "agencia", why: "Mexican only" },
      { words: "dealer", why: "English" },
    ],
  },
  { english: "inventory", spanish: ["inventario"], note: '"Ver inventario", "Buscar en el inventario".' },
  {
    english: "financing",
    spanish: ["financiamiento"],
    note: "The word US Spanish speakers use.",
    ruledOut: [{ words: "financiación", why: "Spain's word" }],
  },
  {
    english: "down payment",
    spanish: ["enganche"],
    note: 'What US Spanish speakers say; a form\'s label explains it once: "Enganche (pago inicial, $)".',
  },
  { english: "monthly payment", spanish: ["pago mensual"], note: '"Pago mensual estimado".' },
  {
    english: "estimated, an estimate",
    spanish: ["estimado", "cálculo"],
    note: '"Pago estimado", "Estimado: $294/mes". An estimate is not an approximation.',
    ruledOut: [{ pattern: "\\baprox\\.", shown: "Aprox.", why: "says approximate, not estimated" }],
  },
  {
    english: "APR",
    spanish: ["tasa de porcentaje anual (APR)"],
    note: 'The CFPB\'s term, on every loan paper, in labels, sentences and the finance disclaimer alike: "con una tasa de porcentaje anual (APR) del 7.99%". APR is not an interest rate (it includes fees).',
    ruledOut: [
      { words: "tasa de interés (APR)", why: "APR is not the interest rate; one phrasing" },
      { words: "tasa anual", why: "one phrasing for APR" },
    ],
  },
  { english: "loan term", spanish: ["plazo"], note: '"Plazo de 60 meses".' },
  {
    english: "credit score",
    spanish: ["puntaje de crédito"],
    note: "The CFPB's word.",
    ruledOut: [{ words: "calificación crediticia", why: "one word: puntaje de crédito" }],
  },
  { english: "credit application", spanish: ["solicitud de crédito"], note: "" },
  {
    english: "pre-approval, get pre-approved",
    spanish: ["preaprobación", "solicite su preaprobación"],
    note: 'One word, no hyphen (the RAE writes prefixes joined). The call to action asks for it: "Solicite su preaprobación", "Solicitar mi preaprobación".',
    ruledOut: [
      {
        pattern: "\\bobten\\p{L}*\\s+(su|mi)\\s+preaprobación",
        shown: "obtenga/obtener su preaprobación",
        why: 'one call to action: "Solicite su preaprobación"',
      },
    ],
  },
  { english: "price; advertised price", spanish: ["precio", "precio anunciado"], note: "" },
  {
    english: "dealer fees; doc fee; taxes and fees",
    spanish: ["cargos del concesionario", "cargo por documentación", "impuestos y cargos"],
    note: "",
  },
  {
    english: "price reduced",
    spanish: ["rebajado", "rebaja"],
    note: '"Rebajado $1,000", "Rebajas recientes" (the sort order).',
  },
  {
    english: "test drive",
    spanish: ["prueba de manejo"],
    note: "",
    ruledOut: [{ words: "prueba de conducción", why: "Spain's word" }],
  },
  { english: "quote", spanish: ["cotización"], note: '"Pida una cotización".' },
  {
    english: "trade-in",
    spanish: ["auto a cuenta"],
    note: '"Dar su auto a cuenta" is how shoppers say it; add "(trade-in)" where a page first names it, as many know the English word.',
    ruledOut: [
      { words: "intercambio", why: "reads as a swap" },
      { words: "vehículo a cuenta", why: "one term: auto a cuenta" },
    ],
  },
  {
    english: "value your trade-in (a button or link)",
    spanish: ["cotice su auto a cuenta"],
    note: "A button says what to do, in words short enough for a phone's button (320 px): the page, the home page's button, the footer's link and the vehicle page's button all say \"Cotice su auto a cuenta\" (the dealer replies with a quote).",
    ruledOut: [{ wholeText: "Valor de su auto a cuenta", why: "a noun where a button says what to do" }],
  },
  {
    english: "trade-in value; appraisal; appraiser",
    spanish: ["valor de su auto a cuenta", "avalúo", "tasador"],
    note: "",
    ruledOut: [{ words: "valuador", why: 'one word for the person: "tasador"' }],
  },
  {
    english: "mileage; miles",
    spanish: ["millaje", "millas"],
    note: '"Millaje" is the US word (the odometer counts miles); "48,210 millas" in sentences, "48,210 mi" on cards.',
    ruledOut: [{ words: "kilometraje", why: "counts kilometres" }],
  },
  {
    english: "make / model / trim",
    spanish: ["marca", "modelo", "versión"],
    note: "",
    ruledOut: [{ words: "acabado", why: "Spain's word for a trim" }],
  },
  { english: "body style", spanish: ["tipo de carrocería"], note: "Filter title and spec row." },
  {
    english: "location (a dealer group's lot); our locations",
    spanish: ["sucursal", "sucursales", "nuestras sucursales"],
    note: 'A group\'s rooftop: the filter, the menu link and /locations/. "Lote" stays the yard a car stands on ("nuestro lote").',
    ruledOut: [{ words: "ubicación", why: "a map position, not a branch of the business" }],
  },
  {
    english: "truck (pickup); sedan; coupe",
    spanish: ["pickup", "pickups", "sedán", "cupé"],
    note: '"Pickup", not "camioneta", which many also say of an SUV or a van ("troca" is too colloquial). Sedán, cupé; SUV, hatchback, convertible, minivan and station wagon as shoppers and makers say them.',
    ruledOut: [
      { words: "camioneta", why: "also said of an SUV or a van" },
      { words: "camionetas", why: "also said of SUVs and vans" },
      { words: "troca", why: "too colloquial" },
    ],
  },
  {
    english: "transmission; drivetrain; fuel type; diesel; hybrid; electric",
    spanish: ["transmisión", "tracción", "combustible", "diésel", "híbrido", "eléctrico"],
    note: "Tracción delantera (FWD), trasera (RWD), integral (AWD), 4x4 (4WD): keep the abbreviation shoppers see on stickers.",
  },
  {
    english: "brown; gray; silver",
    spanish: ["café", "gris", "plateado"],
    note: "",
    ruledOut: [{ words: "marrón", why: 'Spain\'s word; US Spanish says "café"' }],
  },
  {
    english: "features",
    spanish: ["características"],
    note: "Trade names (Apple CarPlay, Honda Sensing) stay as written.",
  },
  {
    english: "head-up display",
    spanish: ["pantalla proyectada en el parabrisas"],
    note: "One name in the features and in descriptions.",
    ruledOut: [{ words: "pantalla frontal", why: "one name: pantalla proyectada en el parabrisas" }],
  },
  {
    english: "tires; remote start",
    spanish: ["llantas", "encendido remoto"],
    note: "",
    ruledOut: [
      { words: "neumáticos", why: 'Spain\'s word; US Spanish says "llantas"' },
      { words: "arranque remoto", why: 'one name: "encendido remoto"' },
    ],
  },
  {
    english: "VIN",
    spanish: ["VIN", "número de identificación del vehículo"],
    note: 'Spelled out once, on the vehicle page\'s specifications ("VIN (número de identificación del vehículo)"), "VIN" after that.',
    mustAppear: { text: "VIN (número de identificación del vehículo)", in: "src/locales/es/vehicle.po" },
  },
  {
    english: "stock number",
    spanish: ["número de inventario"],
    note: "",
    ruledOut: [{ words: "número de stock", why: "English" }],
  },
  {
    english: "available / sale pending / sold",
    spanish: ["disponible", "venta pendiente", "vendido"],
    note: "",
  },
  {
    english: "badges; featured vehicles",
    spanish: ["insignias", "vehículos destacados"],
    note: 'A car\'s badges (and the filter by them) are "insignias"; "destacados" is for the home page\'s featured vehicles only.',
    ruledOut: [
      { wholeText: "Destacados", why: 'the badges filter: "Insignias"' },
      { wholeText: "Aspectos destacados", why: 'a card\'s badges: "Insignias"' },
    ],
  },
  {
    english: "get it tomorrow",
    spanish: ["lléveselo mañana"],
    note: "The badge, its promise and the home page say it one way.",
    ruledOut: [
      { words: "recíbalo mañana", why: 'one promise: "Lléveselo mañana"' },
      { words: "maneje su auto mañana", why: 'one promise: "lléveselo mañana"' },
    ],
  },
  {
    english: "priced to sell; priced below",
    spanish: ["a buen precio", "con un precio más bajo"],
    note: "",
    ruledOut: [{ words: "con precios para vender", why: "a calque of the English" }],
  },
  {
    english: "warranty; service contract",
    spanish: ["garantía", "contrato de mantenimiento"],
    note: 'The FTC\'s current Spanish Buyers Guide says "contrato de mantenimiento" (16 CFR 455.5(c)).',
    ruledOut: [{ words: "contrato de servicio", why: "the Buyers Guide's pre-2016 word" }],
  },
  {
    english: "as is",
    spanish: ["como está", "en su estado actual"],
    note: "The FTC's Spanish consumer pages say \"en su estado actual (as is, en inglés)\"; the Buyers Guide's own box keeps the form's words.",
  },
  {
    english: "Buyers Guide",
    spanish: ["Guía del Comprador"],
    note: "The FTC's form: its text is the FTC's Spanish word for word (16 CFR 455.5), never the site's own translation (docs/content-reference.md#the-buyers-guide).",
  },
  {
    english: "recall; check open recalls",
    spanish: ["llamado a revisión", "consulte los llamados a revisión pendientes"],
    note: 'The term NHTSA\'s Spanish pages use, as far as we know (not yet checked against nhtsa.gov); "retiro del mercado" is heard too.',
  },
  { english: "saved vehicles / compare", spanish: ["vehículos guardados", "comparar"], note: "" },
  { english: "payment calculator", spanish: ["calculadora de pagos"], note: "" },
  {
    english: "call or text; text us",
    spanish: ["llame o envíe un mensaje de texto", "envíenos un texto"],
    note: '"Llame o envíe un mensaje de texto al (916) 555-0142": a text message is a "mensaje de texto". The vehicle page\'s button, beside its message icon, says "Envíenos un texto": the longer words do not fit a phone\'s button (320 px).',
    ruledOut: [
      { words: "escriba al", why: "ambiguous: write or text" },
      { words: "envíe un texto", why: 'one way: "envíe un mensaje de texto"' },
      { words: "llámenos o envíenos", why: 'one way: "Llame o envíe un mensaje de texto"' },
    ],
  },
  { english: "contact us", spanish: ["contáctenos"], note: "" },
  {
    english: "within one business day",
    spanish: ["en un plazo de un día hábil"],
    note: "",
    ruledOut: [{ words: "en un día hábil", why: 'one way: "en un plazo de un día hábil"' }],
  },
  {
    english: "returning customer",
    spanish: ["cliente que volvió a comprar"],
    note: "",
    ruledOut: [{ words: "cliente que regresa", why: "reads as a customer walking back in" }],
  },
  {
    english: "not rated (fuel economy)",
    spanish: ["no disponible"],
    note: "",
    ruledOut: [{ words: "sin calificar", why: "reads as not yet graded" }],
  },
  {
    english: "website by",
    spanish: ["sitio web creado por"],
    note: "",
    ruledOut: [{ words: "sitio web por", why: "a calque of the English" }],
  },
  {
    english: "e-mail",
    spanish: ["correo electrónico"],
    note: "",
    ruledOut: [
      { words: "email", why: "English" },
      { words: "e-mail", why: "English" },
    ],
  },
  {
    english: "alert; price drop",
    spanish: ["alerta", "baja de precio"],
    note: '"Avísenme si baja el precio", "Avísenme cuando lleguen autos como estos"; new arrivals are "recién llegados", as above.',
  },
  {
    english: "confirm; unsubscribe",
    spanish: ["confirmar", "cancelar la suscripción"],
    note: '"Confirmar mis alertas"; "Cancelar todas mis alertas", "Se canceló su suscripción".',
    ruledOut: [{ pattern: "desuscrib", shown: "desuscribirse", why: 'an anglicism: "cancelar la suscripción"' }],
  },
];
