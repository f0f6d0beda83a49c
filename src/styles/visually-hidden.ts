// Out of sight, still read by screen readers: the rules of global-css.ts's `.visually-hidden`, for use inside a
// component's own rule (under a media query, say), where the class cannot be switched on and off.
export const VISUALLY_HIDDEN = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
