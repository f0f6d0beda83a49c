// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { hydratedEmotionCache } from "../../src/browser/emotion-cache";
import { hoistEmotionStyles } from "../../src/lib/html/hoist-emotion-styles";

// What Gatsby writes for a page with a slice: Emotion's <style> before each component, in <body>.
const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head><body><div id="___gatsby">',
  '<style data-emotion="css-global 1a">:root{--x:1}</style>',
  '<style data-emotion="css 6g">.css-6g{display:flex}</style><div class="css-6g">',
  '<header><style data-emotion="css hd">.css-hd{color:red}</style><a class="css-hd">Home</a></header>',
  '<main><style data-emotion="css animation-k1 m1">@keyframes animation-k1{from{opacity:0}}.css-m1{animation:animation-k1 .1s}</style><p class="css-m1">Hi</p>',
  '<style data-emotion="css hd">.css-hd{color:red}</style><a class="css-hd">Again</a></main></div></div>',
  '<script>var s = "<style data-emotion=\\"nope\\">";</script></body></html>',
].join("");

describe("hoistEmotionStyles", () => {
  const { html, moved } = hoistEmotionStyles(PAGE);
  const [head, body] = html.split("</head>");

  it("takes every Emotion <style> out of <body>", () => {
    expect(moved).toBe(5);
    expect(body).not.toMatch(/<style data-emotion="/);
    expect(body).toContain('<script>var s = "<style data-emotion=\\"nope\\">";</script>');
    expect(body).toContain('<a class="css-hd">Again</a>');
  });

  it("puts one tag of rules in <head>, each rule once, in document order, with its ids", () => {
    expect(head).toContain(
      '<style data-emotion-hoisted="css 6g hd animation-k1 m1">.css-6g{display:flex}.css-hd{color:red}@keyframes animation-k1{from{opacity:0}}.css-m1{animation:animation-k1 .1s}</style>',
    );
  });

  it("keeps a Global style in Emotion's own form, before the rules", () => {
    expect(head.indexOf('<style data-emotion="css-global 1a" data-s="">:root{--x:1}</style>')).toBeGreaterThan(-1);
    expect(head.indexOf("css-global")).toBeLessThan(head.indexOf("data-emotion-hoisted"));
  });

  it("leaves pages without Emotion styles in the body as they are", () => {
    const plain = "<html><head></head><body><p>Hi</p></body></html>";
    expect(hoistEmotionStyles(plain)).toEqual({ html: plain, moved: 0 });
  });
});

describe("hydratedEmotionCache", () => {
  it("marks the hoisted ids as inserted, so hydration inserts none of them again", () => {
    const doc = new DOMParser().parseFromString(hoistEmotionStyles(PAGE).html, "text/html");
    const cache = hydratedEmotionCache(doc);
    expect(cache.key).toBe("css");
    for (const id of ["6g", "hd", "animation-k1", "m1"]) expect(cache.inserted[id], id).toBe(true);
    expect(cache.inserted["css"]).toBeUndefined();
    expect(cache.sheet.tags).toHaveLength(0);
  });
});
