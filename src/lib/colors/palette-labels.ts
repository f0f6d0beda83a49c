// The palette's colour names (styles/palette's `label`, English) in the site's other languages, by token.
// Kept here rather than in the palette: the palette travels in every page's stylesheet, its names only on /colors/.
import type { Locale } from "../i18n/locale";
import { translated, type Translations } from "../i18n/translations";

const PALETTE_LABELS: Translations<string> = {
  es: {
    bg: "Fondo de la página",
    surface: "Superficie de tarjetas y paneles",
    "surface-muted": "Superficie atenuada",
    text: "Texto principal",
    "text-muted": "Texto secundario",
    border: "Bordes y separadores",
    brand: "Azul de la marca",
    "on-brand": "Texto sobre el azul de la marca",
    link: "Enlaces y acentos",
    price: "Precios",
    action: "Botones principales",
    "on-action": "Texto de los botones principales",
    focus: "Anillo de enfoque",
    "badge-bg": "Fondo de las etiquetas",
    "badge-text": "Texto de las etiquetas",
    success: "Mensajes de éxito",
    danger: "Errores",
    "warning-bg": "Fondo de los avisos",
    "warning-text": "Texto de los avisos",
    shell: "Barra superior y pie de página",
    "on-shell": "Texto de la barra superior y el pie de página",
    "focus-on-shell": "Anillo de enfoque en la barra superior y el pie de página",
    credit: "Barra de créditos",
    "on-credit": "Texto de la barra de créditos",
  },
};

/** A palette row's name in a locale: its own English `label` in English, or for a token this file does not know. */
export const paletteLabel = (row: { token: string; label: string }, locale: Locale): string =>
  translated(PALETTE_LABELS, row.token, locale, row.label);
