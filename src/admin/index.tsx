// The content editor at /admin/ (Decap CMS). Built by gatsby/editor/admin-editor.ts into its own bundle: nothing
// here is ever imported by the site's pages.
import DecapCmsApp from "decap-cms-app";
import type { DecapCms } from "./decap";
import { mountLiveStatus } from "./live-status/mount-live-status";
import { VehiclePreview } from "./preview/vehicle-preview";
import { registerFormats, registerSaveCheck, registerWidgets } from "./register-content-rules";

const cms = DecapCmsApp as unknown as DecapCms;
registerFormats(cms);
registerWidgets(cms);
registerSaveCheck(cms);
cms.registerPreviewTemplate("vehicles", VehiclePreview);
cms.init();
mountLiveStatus(cms);
