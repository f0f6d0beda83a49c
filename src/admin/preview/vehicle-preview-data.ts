// An editor entry (possibly half filled in) as the props of the site's vehicle card and detail view. Only
// this file knows how the site's components take their photos, so a change to image markup is one edit here.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { isOptional, objectShape, valueKind, type ValueKind } from "../../lib/admin/zod-introspect";
import type { VehicleDetailData } from "../../lib/vehicle-pages/detail-data";
import { isLocalizedText } from "../../lib/content/localized-text-schema";
import { vehicleSchema, type BadgeKey, type VehicleContent } from "../../lib/content/vehicle-schema";
import type { TextByLocale } from "../../lib/i18n/localized-text";
import { warrantyOf } from "../../lib/content/warranty-of";
import type { VehicleCardData } from "../../lib/inventory/types";
import { vehiclePath } from "../../lib/paths";
import { advertisedPrice, type Fee } from "../../lib/pricing/fees";
import { pickFields } from "../../lib/vehicle/pick-fields";
import { CARD_FIELDS } from "../../lib/vehicle/vehicle-shapes";

type Loose = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A text by language as the entry holds it: the languages written, English empty until it is. */
function textsOf(value: unknown): TextByLocale {
  const texts = typeof value === "object" && value !== null ? (value as Loose) : {};
  const written = Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return { ...Object.fromEntries(written), en: text(texts.en) };
}

/** A photo the editor holds (an uploaded file's blob: URL, or the file as the backend serves it) as image data. */
function previewImage(src: string, width = 1200, height = 900): IGatsbyImageData {
  return {
    layout: "constrained",
    width,
    height,
    images: { fallback: { src, sizes: `(min-width: ${width}px) ${width}px, 100vw` } },
  };
}

// Not shown as the file holds them: the price drop becomes the node's priceReduction at build time, the video
// its player, and fuel economy is shown only as a pair.
const NOT_PLAIN = new Set(["previousPrice", "priceReducedOn", "video", "mpgCity", "mpgHighway"]);

// What a required plain field shows while the entry leaves it empty.
const EMPTY: { readonly [K in ValueKind]?: string | number | boolean } = {
  string: "",
  choice: "",
  number: 0,
  boolean: false,
};

/** The fields plainFieldsOf gives: every required one, so the views get the shape they render. */
type PlainFields = Omit<VehicleContent, "features" | "badges" | "status" | "warranty" | "photos" | "video">;

/**
 * The entry's plain fields (text, texts by language, choices, numbers, yes/no) that the schema declares, each when its value has
 * that type and a required one as empty otherwise: a plain field added to the schema shows in the preview with
 * no edit here.
 */
function plainFieldsOf(data: Loose): PlainFields {
  const plain: Loose = {};
  for (const [field, schema] of Object.entries(objectShape(vehicleSchema()) ?? {})) {
    const kind = valueKind(schema);
    const empty = kind && EMPTY[kind];
    if (isLocalizedText(schema)) {
      plain[field] = textsOf(data[field]);
      continue;
    }
    if (NOT_PLAIN.has(field) || empty === undefined) continue;
    const value = data[field];
    if (typeof value === typeof empty && (typeof value !== "number" || Number.isFinite(value))) plain[field] = value;
    else if (!isOptional(schema)) plain[field] = empty;
  }
  return plain as PlainFields;
}

export interface VehiclePreviewData {
  card: VehicleCardData;
  detail: VehicleDetailData;
}

/**
 * `photoUrl` turns a photo's file name into an address the preview can load (Decap's getAsset); `fees` are the
 * site's, so the preview shows the advertised price the site will.
 */
export function vehiclePreviewData(
  data: Loose,
  photoUrl: (file: string) => string | undefined,
  fees: readonly Fee[] = [],
): VehiclePreviewData {
  const content = {
    ...plainFieldsOf(data),
    ...(typeof data.mpgCity === "number" && typeof data.mpgHighway === "number"
      ? { mpgCity: data.mpgCity, mpgHighway: data.mpgHighway }
      : {}),
    features: list(data.features).map(text).filter(Boolean),
    badges: list(data.badges).map(text) as BadgeKey[],
    status: (["available", "pending", "sold"].includes(text(data.status))
      ? text(data.status)
      : "available") as VehicleContent["status"],
    warranty: warrantyOf(data.warranty),
  };
  const name = [content.year || "", content.make, content.model].filter(Boolean).join(" ");
  const photos = list(data.photos).flatMap((photo) => {
    const file = text((photo as Loose | null)?.file);
    const src = file ? photoUrl(file) : undefined;
    if (!src) return [];
    return [
      {
        alt: text((photo as Loose).alt) || name,
        altWritten: text((photo as Loose).alt) !== "",
        main: previewImage(src),
        thumb: previewImage(src, 160, 120),
        share: src,
      },
    ];
  });
  const detail: VehicleDetailData = {
    ...content,
    price: advertisedPrice(content.price, fees),
    vehiclePrice: content.price,
    path: vehiclePath(content),
    photos,
  };
  const card: VehicleCardData = {
    ...pickFields(detail, CARD_FIELDS),
    ...(photos[0] ? { image: previewImage(photos[0].main.images.fallback!.src, 640, 480) } : {}),
  };
  return { card, detail };
}
