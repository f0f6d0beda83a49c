// The Decap CMS configuration (written to /admin/config.yml by gatsby/editor/admin-editor.ts): four collections
// that write the same files staff edit by hand, with fields generated from the content schemas.
import type { AdminBackend, CmsBackendConfig } from "./backend-env";
import { cmsFields, LOCATIONS_COLLECTION, type CmsField, type FieldOptions } from "./cms-fields";
import type { ContentKind } from "./content-files";
import { LOCATIONS_FOLDER } from "../content/location-fields";
import { FIELD_TEXT } from "./field-text";

export const PHOTOS_FOLDER = "content/vehicles/photos";

/** The custom file format (registered by the editor) that reads and writes each kind of content file. */
export const FORMAT_OF: Record<ContentKind, string> = {
  site: "site-json",
  testimonials: "testimonials-json",
  vehicle: "vehicle-json",
  location: "location-json",
};

/** Which kind of content an editor collection holds. */
export const KIND_OF_COLLECTION: Record<string, ContentKind> = {
  site: "site",
  testimonials: "testimonials",
  vehicles: "vehicle",
  [LOCATIONS_COLLECTION]: "location",
};

export interface CmsCollectionConfig {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  format: string;
  extension?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
  fields?: CmsField[];
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  view_filters?: { label: string; field: string; pattern: string }[];
  media_folder?: string;
  public_folder?: string;
  editor?: { preview: boolean };
}

export interface CmsConfig {
  backend: CmsBackendConfig;
  local_backend: { url: string };
  locale: "en";
  site_url: string;
  display_url: string;
  media_folder: string;
  public_folder: string;
  publish_mode: "simple";
  slug: { encoding: "ascii"; clean_accents: true; sanitize_replacement: "-" };
  collections: CmsCollectionConfig[];
}

export interface CmsConfigInput extends FieldOptions {
  adminBackend: AdminBackend;
  siteUrl: string;
}

export function cmsConfig({ adminBackend, siteUrl, badgeLabels }: CmsConfigInput): CmsConfig {
  return {
    backend: adminBackend.backend,
    local_backend: { url: adminBackend.localBackendUrl },
    locale: "en",
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: PHOTOS_FOLDER,
    // Photos are named by their file name alone, relative to content/vehicles/photos (see photoSchema).
    public_folder: "",
    publish_mode: "simple",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "site",
        label: "Site settings",
        format: FORMAT_OF.site,
        delete: false,
        editor: { preview: false },
        files: [{ name: "site", label: "Site settings", file: "content/site.json", fields: cmsFields("site") }],
      },
      {
        name: "testimonials",
        label: FIELD_TEXT.testimonials.testimonials.label,
        format: FORMAT_OF.testimonials,
        delete: false,
        editor: { preview: false },
        files: [
          {
            name: "testimonials",
            label: "Testimonials",
            file: "content/testimonials.json",
            fields: cmsFields("testimonials"),
          },
        ],
      },
      {
        name: "vehicles",
        label: "Vehicles",
        label_singular: "Vehicle",
        description:
          "One file per vehicle. To take a car off the site, set its status to Sold: its page stays up with a Sold notice.",
        folder: "content/vehicles",
        extension: "json",
        format: FORMAT_OF.vehicle,
        create: true,
        // Sold cars keep their page (old links still work): mark them sold instead of deleting the file.
        delete: false,
        // The same name as vehicleFileName() (src/lib/content/vehicle-file-name.ts): year-make-model-stock.
        // `fields.` everywhere: a bare {{year}} is Decap's date placeholder (the year of saving), not the field.
        slug: "{{fields.year}}-{{fields.make}}-{{fields.model}}-{{fields.stockNumber}}",
        identifier_field: "stockNumber",
        summary:
          "{{fields.year}} {{fields.make}} {{fields.model}} {{fields.trim}} · {{fields.stockNumber}} · {{fields.status}}",
        sortable_fields: ["dateInStock", "year", "make", "price", "stockNumber"],
        view_filters: [
          { label: "Available", field: "status", pattern: "available" },
          { label: "Sale pending", field: "status", pattern: "pending" },
          { label: "Sold", field: "status", pattern: "sold" },
        ],
        media_folder: `/${PHOTOS_FOLDER}`,
        public_folder: "",
        fields: cmsFields("vehicle", { badgeLabels }),
      },
      {
        name: LOCATIONS_COLLECTION,
        label: "Locations",
        label_singular: "Location",
        description:
          "A dealer group's lots, one file each. A site with one lot has none: its address, phone and hours are in Site settings. With two or more, every vehicle names its lot.",
        folder: `content/${LOCATIONS_FOLDER}`,
        extension: "json",
        format: FORMAT_OF.location,
        create: true,
        // Vehicles, pages and lead routing name a lot by its id: removing one is a developer's change (docs/architecture.md#the-content-editor).
        delete: false,
        // The file is named by the lot's id, as the build names its page (/locations/<id>/).
        slug: "{{fields.id}}",
        identifier_field: "name",
        summary: "{{fields.name}} · {{fields.address.city}} · {{fields.id}}",
        editor: { preview: false },
        fields: cmsFields("location"),
      },
    ],
  };
}

/** config.yml's text. JSON is YAML, and keeps the file one `JSON.parse` away for tests. */
export function cmsConfigText(config: CmsConfig): string {
  return `# Written by the build (gatsby/editor/admin-editor.ts) from src/lib/admin/cms-config.ts: edit that, not this file.\n${JSON.stringify(config, null, 2)}\n`;
}
