// The inline script gatsby-ssr puts in <head>: it runs before the body is parsed, so a visitor who chose
// light mode never sees a dark frame first. Kept as one constant so a Content-Security-Policy hash
// (sha256 of exactly this text) can be computed from it. Keep it tiny and dependency-free.
import { COLOUR_MODE_ATTRIBUTE, COLOUR_MODE_STORAGE_KEY } from "./colour-mode";

export const COLOUR_MODE_SCRIPT =
  `(function(){try{var m=localStorage.getItem(${JSON.stringify(COLOUR_MODE_STORAGE_KEY)});` +
  `if(m==="light"||m==="dark")document.documentElement.setAttribute(${JSON.stringify(COLOUR_MODE_ATTRIBUTE)},m)}catch(e){}})();`;
