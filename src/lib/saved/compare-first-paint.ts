// /compare/'s static HTML is one file for every address, and only the address says what it shows. So that the
// first paint is the page's own (its largest element painted from the HTML, not after hydration), the HTML carries
// both first states, and this inline script, run as the parser reaches them, marks <html> when the address names
// fewer vehicles than a comparison needs: CSS then shows "how to pick" (what hydration keeps) instead of the
// loading line. Without JavaScript nothing is marked and the loading line says the page needs it.
import { STOCK_NUMBER_PATTERN } from "../content/vehicle-fields";
import { COMPARE_MIN } from "./compare-query";

/** The attribute the script sets on <html>: the address names fewer than COMPARE_MIN vehicles. */
export const COMPARE_EMPTY_ATTRIBUTE = "data-compare-empty";

/**
 * The inline script's text. It counts the distinct valid stock numbers in `stock=` the way parseCompareQuery does
 * (split on commas and spaces, trimmed, upper-cased, the stock number pattern).
 */
export function compareFirstPaintScript(): string {
  const pattern = JSON.stringify(STOCK_NUMBER_PATTERN.source).replace(/</g, "\\u003c");
  return [
    "(function(){",
    `var p=new RegExp(${pattern}),seen=[],v=new URLSearchParams(location.search).getAll("stock"),i,j,s,x;`,
    "for(i=0;i<v.length;i++){s=v[i].split(/[\\s,]+/);for(j=0;j<s.length;j++){x=s[j].trim().toUpperCase();",
    "if(p.test(x)&&seen.indexOf(x)<0)seen.push(x)}}",
    `if(seen.length<${COMPARE_MIN})document.documentElement.setAttribute("${COMPARE_EMPTY_ATTRIBUTE}","")`,
    "})()",
  ].join("");
}
