// What a visitor reads next to a field the endpoint refused, in English and in Spanish. The zod schemas name
// their messages by key (`errorKey("nameMissing")`) and parseLead turns the keys into the visitor's language,
// so the server's answer is already in the words the form shows.
// A table, not the `leads` catalog the forms use: the lead function (src/api/leads.ts) is bundled by Gatsby's own
// webpack config for functions (babel with the TypeScript preset only: no macro expansion, no PO loader, and
// onCreateWebpackConfig does not reach it), so `msg` and the .po catalogs cannot compile there.
import type { Locale } from "../i18n/locale";
import { LEAD_LIMITS } from "./lead-options";
import { textIn, type LeadCatalog, type TextParams } from "./lead-text";

const { name, email, message, vehicleOfInterest, tradeInText, tradeInOldestYear, testDriveDaysAhead } = LEAD_LIMITS;

/** Every message in both languages (tests/leads/lead-messages-es.test.ts reads them all). */
export const FIELD_MESSAGES = {
  oneLine: { en: "Use a single line, without line breaks.", es: "Escríbalo en una sola línea, sin saltos de línea." },
  noMarkup: {
    en: "Remove the < and > characters: code and markup can't be sent.",
    es: "Quite los signos < y >: no se puede enviar código.",
  },
  nameMissing: { en: "Enter your name.", es: "Escriba su nombre." },
  nameTooLong: {
    en: `Shorten your name to ${name} characters or fewer.`,
    es: `Acorte su nombre a ${name} caracteres o menos.`,
  },
  nameCharacters: {
    en: "Enter your name using letters, spaces, hyphens, apostrophes or periods.",
    es: "Escriba su nombre con letras, espacios, guiones, apóstrofos o puntos.",
  },
  emailMissing: { en: "Enter your e-mail address.", es: "Escriba su correo electrónico." },
  emailTooLong: {
    en: `Enter an e-mail address of at most ${email} characters.`,
    es: `Escriba un correo electrónico de ${email} caracteres como máximo.`,
  },
  emailOneLine: {
    en: "Enter a single e-mail address like name@example.com.",
    es: "Escriba un solo correo electrónico, como nombre@ejemplo.com.",
  },
  emailInvalid: {
    en: "Enter an e-mail address like name@example.com.",
    es: "Escriba un correo electrónico como nombre@ejemplo.com.",
  },
  phoneMissing: { en: "Enter your phone number.", es: "Escriba su número de teléfono." },
  phoneInvalid: {
    en: "Enter a 10-digit phone number like (916) 555-0142.",
    es: "Escriba un número de teléfono de 10 dígitos, como (916) 555-0142.",
  },
  messageMissing: { en: "Enter your message.", es: "Escriba su mensaje." },
  questionMissing: { en: "Enter your question.", es: "Escriba su pregunta." },
  messageTooLong: {
    en: `Shorten your message to ${message} characters or fewer.`,
    es: `Acorte su mensaje a ${message} caracteres o menos.`,
  },
  consentInvalid: {
    en: "Tick the box to agree to calls and texts, or leave it empty.",
    es: "Marque la casilla para aceptar llamadas y mensajes de texto, o déjela sin marcar.",
  },
  vinMissing: { en: "This vehicle's VIN is missing.", es: "Falta el VIN de este vehículo." },
  vinInvalid: { en: "This vehicle's VIN is not valid.", es: "El VIN de este vehículo no es válido." },
  stockMissing: {
    en: "This vehicle's stock number is missing.",
    es: "Falta el número de inventario de este vehículo.",
  },
  stockInvalid: {
    en: "This vehicle's stock number is not valid.",
    es: "El número de inventario de este vehículo no es válido.",
  },
  formNotObject: { en: "Send the form's fields as an object.", es: "Envíe los campos del formulario como un objeto." },
  formTypeMissing: {
    en: "Choose whether you have a question or would like a test drive.",
    es: "Elija si tiene una pregunta o si quiere una prueba de manejo.",
  },
  languageInvalid: {
    en: 'Send the language as "en" (English) or "es" (Spanish).',
    es: 'Envíe el idioma como "en" (inglés) o "es" (español).',
  },
  fieldInvalid: { en: "Check this field.", es: "Revise este campo." },
  preferredContactMissing: {
    en: "Choose how you would like us to reply.",
    es: "Elija cómo quiere que le respondamos.",
  },
  emailOrOtherMethod: {
    en: "Enter your e-mail address, or choose another way for us to reply.",
    es: "Escriba su correo electrónico, o elija otra forma de respuesta.",
  },
  phoneOrEmail: {
    en: "Enter your phone number, or choose e-mail for our reply.",
    es: "Escriba su número de teléfono, o elija que le respondamos por correo electrónico.",
  },
  emailOrPhone: {
    en: "Enter your e-mail address or phone number so we can reply.",
    es: "Escriba su correo electrónico o su número de teléfono para que podamos responderle.",
  },
  preferredDateMissing: { en: "Choose a day for your test drive.", es: "Elija un día para su prueba de manejo." },
  preferredDateFormat: {
    en: "Enter the day as a date, like 2026-12-05.",
    es: "Escriba el día como fecha, por ejemplo 2026-12-05.",
  },
  preferredDateNotReal: { en: "Enter a real calendar date.", es: "Escriba una fecha que exista en el calendario." },
  preferredDatePast: { en: "Choose today or a later day.", es: "Elija hoy o un día posterior." },
  preferredDateTooFar: {
    en: `Choose a day within the next ${testDriveDaysAhead} days.`,
    es: `Elija un día dentro de los próximos ${testDriveDaysAhead} días.`,
  },
  preferredTimeInvalid: { en: "Choose a time of day from the list.", es: "Elija un horario de la lista." },
  postalCodeMissing: { en: "Enter your ZIP code.", es: "Escriba su código postal (ZIP)." },
  postalCodeInvalid: {
    en: "Enter a 5-digit ZIP code like 95820.",
    es: "Escriba un código postal de 5 dígitos, como 95820.",
  },
  employmentStatusMissing: { en: "Choose your employment status.", es: "Elija su situación laboral." },
  monthlyIncomeMissing: {
    en: "Choose your monthly income before taxes.",
    es: "Elija su ingreso mensual antes de impuestos.",
  },
  creditRangeMissing: { en: "Choose how you would rate your credit.", es: "Elija cómo calificaría su crédito." },
  downPaymentFormat: {
    en: "Enter your down payment in dollars, like 2000.",
    es: "Escriba su enganche en dólares, por ejemplo 2000.",
  },
  downPaymentTooHigh: {
    en: "Enter a down payment of $1,000,000 or less.",
    es: "Escriba un enganche de $1,000,000 o menos.",
  },
  vehicleOfInterestMissing: {
    en: "Describe the vehicle you're interested in.",
    es: "Describa el vehículo que le interesa.",
  },
  vehicleOfInterestTooLong: {
    en: `Shorten the vehicle description to ${vehicleOfInterest} characters or fewer.`,
    es: `Acorte la descripción del vehículo a ${vehicleOfInterest} caracteres o menos.`,
  },
  tradeYearMissing: { en: "Choose your car's model year.", es: "Elija el año del modelo de su auto." },
  tradeYearFormat: {
    en: "Enter the model year as 4 digits, like 2016.",
    es: "Escriba el año del modelo con 4 dígitos, por ejemplo 2016.",
  },
  tradeYearTooOld: {
    en: `Enter a model year of ${tradeInOldestYear} or later.`,
    es: `Escriba un año de modelo ${tradeInOldestYear} o posterior.`,
  },
  tradeYearTooNew: {
    en: "Enter a model year of {year} or earlier.",
    es: "Escriba un año de modelo {year} o anterior.",
  },
  tradeMakeMissing: {
    en: "Enter your car's make, like Toyota.",
    es: "Escriba la marca de su auto, por ejemplo Toyota.",
  },
  tradeMakeTooLong: {
    en: `Shorten the make to ${tradeInText} characters or fewer.`,
    es: `Acorte la marca a ${tradeInText} caracteres o menos.`,
  },
  tradeModelMissing: {
    en: "Enter your car's model, like Camry.",
    es: "Escriba el modelo de su auto, por ejemplo Camry.",
  },
  tradeModelTooLong: {
    en: `Shorten the model to ${tradeInText} characters or fewer.`,
    es: `Acorte el modelo a ${tradeInText} caracteres o menos.`,
  },
  tradeTrimMissing: { en: "Enter the trim, or leave it empty.", es: "Escriba la versión, o deje el campo vacío." },
  tradeTrimTooLong: {
    en: `Shorten the trim to ${tradeInText} characters or fewer.`,
    es: `Acorte la versión a ${tradeInText} caracteres o menos.`,
  },
  tradeMileageFormat: {
    en: "Enter the mileage in whole miles, like 82000.",
    es: "Escriba el millaje en millas completas, por ejemplo 82000.",
  },
  tradeMileageTooHigh: {
    en: "Enter a mileage under 1,000,000 miles.",
    es: "Escriba un millaje de menos de 1,000,000 de millas.",
  },
  tradeVinLength: {
    en: "A VIN has 17 characters: check it, or leave the field empty.",
    es: "Un VIN tiene 17 caracteres: revíselo, o deje el campo vacío.",
  },
  tradeVinCharacters: {
    en: "A VIN has only letters and digits, and never I, O or Q.",
    es: "Un VIN tiene solo letras y números, y nunca I, O ni Q.",
  },
  tradeVinCheckDigit: {
    en: "This VIN does not add up (its 9th character is a check digit): compare it with your registration, or leave the field empty.",
    es: "Este VIN no cuadra (su 9.º carácter es un dígito de control): compárelo con la tarjeta de registro de su auto, o deje el campo vacío.",
  },
  tradeConditionMissing: {
    en: "Choose the condition closest to your car's.",
    es: "Elija la condición que más se parezca a la de su auto.",
  },
  owesMoneyMissing: {
    en: "Tell us whether you still owe money on the car.",
    es: "Díganos si todavía debe dinero del auto.",
  },
  payoffAmountMissing: {
    en: "Enter roughly how much you still owe, like 8500.",
    es: "Escriba más o menos cuánto debe todavía, por ejemplo 8500.",
  },
  payoffAmountFormat: {
    en: "Enter the amount in dollars, like 8500.",
    es: "Escriba la cantidad en dólares, por ejemplo 8500.",
  },
  payoffAmountTooHigh: {
    en: "Enter an amount of $1,000,000 or less.",
    es: "Escriba una cantidad de $1,000,000 o menos.",
  },
} as const satisfies LeadCatalog<string>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/** The key a zod rule reports as its message; typed, so a misspelt key does not compile. */
export const errorKey = (key: FieldMessageKey): FieldMessageKey => key;

/** A field message in `locale`. */
export const fieldMessage = (key: FieldMessageKey, locale: Locale, params?: TextParams): string =>
  textIn(FIELD_MESSAGES, key, locale, params);

/** A zod issue's message (a key) in `locale`; an issue no rule named (zod's own wording) reads "Check this field." */
export const issueMessage = (message: string, locale: Locale): string =>
  fieldMessage(Object.hasOwn(FIELD_MESSAGES, message) ? (message as FieldMessageKey) : "fieldInvalid", locale);
