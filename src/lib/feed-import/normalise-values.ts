// Numbers, dates and identifiers as exports write them, turned into what the vehicle schema expects:
// "$12,995.00" -> 12995, "42,150 mi" -> 42150, "11/2/2026" -> "2026-11-02". Ranges and check digits are the
// schema's job; these only decide whether a cell reads as a number or date at all.
import { FORMULA_RULE, startsLikeFormula } from "../content/formula-cell";
import { fail, ok, quoted, type Normalised } from "./normalised";
import { splitFeatures } from "./split-lists";
import { videoSourceOf } from "../content/video-source";

const GROUPED = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)`;
const MONEY = new RegExp(String.raw`^\$?\s*(${GROUPED})(?:\.(\d{1,2}))?$`);
const MILES = new RegExp(String.raw`^(${GROUPED})(?:\.0+)?\s*(?:mi|miles)?\.?$`, "i");

export function normalisePrice(cell: string): Normalised<number> {
  const match = MONEY.exec(cell.replace(/\s*USD$/i, ""));
  if (!match) return fail(`${quoted(cell)} is not a price; expected dollars like 12995 or $12,995.00`);
  return ok(Number(`${match[1].replace(/,/g, "")}.${match[2] ?? "0"}`));
}

export function normaliseMileage(cell: string): Normalised<number> {
  const match = MILES.exec(cell);
  if (!match) return fail(`${quoted(cell)} is not a whole number of miles; expected miles like 42150 or 42,150`);
  return ok(Number(match[1].replace(/,/g, "")));
}

export function normaliseYear(cell: string): Normalised<number> {
  return /^\d{4}$/.test(cell)
    ? ok(Number(cell))
    : fail(`${quoted(cell)} is not a model year; expected four digits like 2019`);
}

/** EPA figures. Exports write 0 where they have none (electric cars, old models): that is no figure. */
export function normaliseMpg(cell: string): Normalised<number | undefined> {
  if (!/^\d{1,3}$/.test(cell)) return fail(`${quoted(cell)} is not a whole number of miles per gallon`);
  const value = Number(cell);
  return ok(value === 0 ? undefined : value);
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * ISO dates (optionally with a time) and US month/day/year dates (optionally with a time). Two-digit years
 * and day/month/year are not guessed at.
 */
export function normaliseDate(cell: string): Normalised<string> {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(cell);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: .*)?$/.exec(cell);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year) return fail(`${quoted(cell)} is not a date; expected YYYY-MM-DD or MM/DD/YYYY`);
  const value = `${year}-${pad(Number(month))}-${pad(Number(day))}`;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || !new Date(time).toISOString().startsWith(value))
    return fail(`${quoted(cell)} is not a real calendar date`);
  return ok(value);
}

/** VINs and stock numbers are case-blind in every system; the site writes them in capitals. */
export const normaliseIdentifier = (cell: string): Normalised<string> => ok(cell.toUpperCase());

/** Free text on one line: runs of spaces (and line breaks) become one space. */
export const normaliseLine = (cell: string): Normalised<string> => ok(cell.replace(/\s+/g, " "));

/** Free text that may keep its paragraphs: spaces are tidied, line breaks kept, at most one blank line. */
export const normaliseParagraphs = (cell: string): Normalised<string> =>
  ok(
    cell
      .split("\n")
      .map((line) => line.replace(/[ \t]+/g, " ").trim())
      .join("\n")
      .replace(/\n{3,}/g, "\n\n"),
  );

/** Text the site's feeds carry in a cell of its own: one that starts like a formula is refused, not stored. */
export const formulaFree =
  (normalise: (cell: string) => Normalised<string>) =>
  (cell: string): Normalised<string> =>
    startsLikeFormula(cell) ? fail(`${quoted(cell)} ${FORMULA_RULE}`) : normalise(cell);

/** The options list, each option judged like a cell of its own. */
export function normaliseFeatures(cell: string): Normalised<string[]> {
  const features = splitFeatures(cell);
  const formula = features.find(startsLikeFormula);
  return formula === undefined ? ok(features) : fail(`the feature ${quoted(formula)} ${FORMULA_RULE}`);
}

/**
 * A walk-around video link: YouTube or Vimeo, written in the canonical form (so youtu.be and watch?v= links of one
 * video are one value and re-importing changes nothing). An .mp4 file is added by hand, beside the photos.
 */
export const normaliseVideo = (cell: string): Normalised<string> => {
  const video = videoSourceOf(cell);
  return video?.kind === "hosted"
    ? ok(video.watchUrl)
    : fail(
        `expected a YouTube or Vimeo link (https://www.youtube.com/watch?v=..., https://vimeo.com/...), got ${quoted(cell)}`,
      );
};
