// Everything that makes the editor write what the build accepts: the file formats, the validated field
// controls, and a last check of the whole file before it is saved.
import { FORMAT_OF } from "../lib/admin/cms-config";
import { CONTENT_KINDS, contentFileText, entryDataOf, entryProblems } from "../lib/admin/content-files";
import { kindOfEntry } from "./content-kind";
import { plain, type DecapCms } from "./decap";
import { withContentRules } from "./widgets/content-rules";
import { OpeningHoursControl, OpeningHoursPreview } from "./widgets/opening-hours";
import { withPhotoChecks } from "./widgets/photo-checks";
import { withStaleReviewWarning } from "./widgets/review-date";
import { variantObjectControl } from "./widgets/variant-object";

/** Decap's field controls that hold one value; each gets the content rules. */
const LEAF_WIDGETS = ["string", "text", "number", "select", "boolean", "datetime", "image"];

export function registerFormats(cms: DecapCms): void {
  for (const kind of CONTENT_KINDS) {
    cms.registerCustomFormat(FORMAT_OF[kind], "json", {
      fromFile: (text) => entryDataOf(kind, text),
      toFile: (data) => contentFileText(kind, data),
    });
  }
}

export function registerWidgets(cms: DecapCms): void {
  for (const name of LEAF_WIDGETS) {
    const widget = cms.getWidget(name);
    if (!widget) throw new Error(`Decap CMS has no "${name}" widget to wrap`);
    // None of these widgets has global styles or other registration options: control, preview and schema are all.
    const control = withContentRules(widget.control);
    // Photos are also measured (format, size, width) before the entry can be saved.
    cms.registerWidget(name, name === "image" ? withPhotoChecks(control) : control, widget.preview, widget.schema);
  }
  const object = cms.getWidget("object");
  if (!object) throw new Error('Decap CMS has no "object" widget');
  cms.registerWidget("variant-object", variantObjectControl(object.control), object.preview, object.schema);
  cms.registerWidget("opening-hours", OpeningHoursControl, OpeningHoursPreview);
  // A review's "Read on" date: the (wrapped) date control, with a warning under it once the rating is stale.
  const datetime = cms.getWidget("datetime");
  if (!datetime) throw new Error('Decap CMS has no "datetime" widget');
  cms.registerWidget("review-date", withStaleReviewWarning(datetime.control), datetime.preview, datetime.schema);
}

/**
 * The field checks stop a save before it starts; this catches whatever no field shows (a field a hand-edited
 * file added, a list-level rule), with the build's own one-line-per-problem message.
 */
export function registerSaveCheck(cms: DecapCms): void {
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const kind = kindOfEntry(entry);
      if (!kind) return undefined;
      const file = String(entry.get("path") || "the new file");
      const problems = entryProblems(kind, file, plain(entry.get("data")));
      if (problems.length > 0) throw new Error(`the build would refuse it:\n${problems.join("\n")}`);
      return undefined;
    },
  });
}
