// Widths (in rem, 16px) where the shell changes layout; shared by the styles and the e2e tests.
/** From here up the header shows the full navigation; below it, the call and Menu buttons. */
export const NAV_BREAKPOINT_REM = 72;
/** From here up the header spells out the phone number; below it, a call icon button. */
export const PHONE_BREAKPOINT_REM = 78;
/** Below this the top bar is hidden (the header's call button takes its place). */
export const TOP_BAR_BREAKPOINT_REM = 48;
/** Below this (phones) the header shows the short business name and an icon-only Menu button. */
export const NARROW_PHONE_BREAKPOINT_REM = 30;
/** Below this (the smallest phones, 320 px) the header's name takes the brand mark's room as well. */
export const SMALLEST_PHONE_BREAKPOINT_REM = 22.5;
