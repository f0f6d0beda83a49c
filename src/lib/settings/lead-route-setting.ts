// The names of a dealer group's lots' lead addresses (LEAD_TO_ELK_GROVE for the lot elk-grove): one pattern for the
// declaration (src/lib/settings/declared/lead-settings.ts) and the lead function's reading of them.
export const LEAD_ROUTE_SETTING = /^LEAD_TO_[A-Z0-9_]+$/;
