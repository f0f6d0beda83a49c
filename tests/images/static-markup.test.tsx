import fs from "node:fs";
import path from "node:path";
import React, { createElement, forwardRef, Fragment, memo, StrictMode, Suspense, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup as reactRenderToStaticMarkup } from "react-dom/server";
import { renderToStaticMarkup } from "../../src/lib/images/static-markup";

// Untyped createElement: many cases pass props React's types reject on purpose (unknown names, wrong types).
const h = createElement as unknown as (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => ReactElement;

/** Both renderers give the same markup; returns it so a few cases can also pin React's behaviour down. */
function same(node: ReactNode): string {
  const expected = reactRenderToStaticMarkup(node);
  expect(renderToStaticMarkup(node)).toBe(expected);
  return expected;
}

/** Both renderers refuse the tree. */
function bothThrow(node: ReactNode) {
  expect(() => reactRenderToStaticMarkup(node)).toThrow();
  expect(() => renderToStaticMarkup(node)).toThrow();
}

describe("renderToStaticMarkup (browser replacement) matches react-dom/server", () => {
  // React's development build warns about the deliberately odd props below; the warnings are not under test.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  describe("style objects", () => {
    it("adds px to numbers except 0 and React's unitless properties, and joins with ; (no trailing ;)", () => {
      const markup = same(
        h("div", {
          style: {
            width: 10,
            height: 0,
            margin: -5,
            paddingTop: 12.5,
            left: 0,
            opacity: 0,
            zIndex: 3,
            flexGrow: 1,
            flex: 2,
            lineHeight: 1.5,
            fontWeight: 700,
            order: -1,
            aspectRatio: 1.5,
            gridRow: 2,
            columnCount: 3,
            strokeWidth: 2,
            WebkitLineClamp: 2,
            MozOpacity: 0.4,
            msFlexPositive: 1,
            WebkitBoxFlex: 1,
            top: NaN,
          },
        }),
      );
      expect(markup).toBe(
        '<div style="width:10px;height:0;margin:-5px;padding-top:12.5px;left:0;opacity:0;z-index:3;flex-grow:1;flex:2;line-height:1.5;' +
          "font-weight:700;order:-1;aspect-ratio:1.5;grid-row:2;column-count:3;stroke-width:2;-webkit-line-clamp:2;-moz-opacity:0.4;" +
          '-ms-flex-positive:1;-webkit-box-flex:1;top:NaNpx"></div>',
      );
    });

    it("hyphenates names, prefixes ms- and trims and escapes string values", () => {
      same(
        h("div", {
          style: {
            backgroundColor: "  red  ",
            msTransform: "none",
            WebkitTransition: "opacity 1s",
            MozAppearance: "none",
            OTransform: "none",
            transform: "translateZ(0)",
            transition: "opacity 250ms linear",
            willChange: "opacity",
            objectFit: "cover",
            objectPosition: "50% 25%",
            fontFamily: `"Open Sans", 'Helvetica' <b> & x`,
            backgroundImage: "url('a.jpg?x=1&y=2')",
            paddingTop: "66.66666666666666%",
          },
        }),
      );
    });

    it("leaves custom properties alone and skips null, undefined, booleans and empty strings", () => {
      const markup = same(
        h("div", {
          style: {
            "--gap": " 4px ",
            "--n": 3,
            "--zero": 0,
            "--quoted": `"a" & 'b'`,
            color: null,
            display: undefined,
            visibility: false,
            border: true,
            top: "",
            margin: " ",
          },
        }),
      );
      expect(markup).toBe('<div style="--gap:4px;--n:3;--zero:0;--quoted:&quot;a&quot; &amp; &#x27;b&#x27;;margin:"></div>');
    });

    it("omits the attribute for empty or all-skipped styles", () => {
      expect(same(h("div", { style: {} }))).toBe("<div></div>");
      expect(same(h("div", { style: { color: null, top: "", left: false } }))).toBe("<div></div>");
      expect(same(h("div", { style: null }))).toBe("<div></div>");
    });

    it("rejects a string style like React does", () => {
      bothThrow(h("div", { style: "color: red" }));
    });
  });

  describe("attributes", () => {
    it("maps React prop names as React 18 does, keeping unknown camelCase names as written", () => {
      const markup = same(
        h("img", {
          className: "photo",
          srcSet: "/a.jpg 200w,\n/b.jpg 400w",
          sizes: "(min-width: 400px) 400px, 100vw",
          crossOrigin: "anonymous",
          fetchPriority: "high",
          tabIndex: 0,
          decoding: "async",
          loading: "lazy",
          alt: "",
          src: "/a.jpg",
          width: 400,
          height: 300,
          referrerPolicy: "no-referrer",
          useMap: "#map",
          itemProp: "image",
        }),
      );
      expect(markup).toBe(
        '<img class="photo" srcSet="/a.jpg 200w,\n/b.jpg 400w" sizes="(min-width: 400px) 400px, 100vw" crossorigin="anonymous" ' +
          'fetchPriority="high" tabindex="0" decoding="async" loading="lazy" alt="" src="/a.jpg" width="400" height="300" ' +
          'referrerPolicy="no-referrer" useMap="#map" itemProp="image"/>',
      );
    });

    it("renames htmlFor, acceptCharset, httpEquiv, tabIndex, formAction, rowSpan and the SVG/xlink/xml names", () => {
      same(h("label", { htmlFor: "q", tabIndex: -1 }, "Search"));
      same(h("form", { acceptCharset: "utf-8", action: "/s" }, h("button", { formAction: "/t", value: "go" })));
      same(h("meta", { httpEquiv: "refresh", content: "0" }));
      same(h("table", null, h("tbody", null, h("tr", null, h("td", { rowSpan: 2, colSpan: 3 }, "x")))));
      same(
        h(
          "svg",
          { viewBox: "0 0 10 10", xmlns: "http://www.w3.org/2000/svg", xmlnsXlink: "http://www.w3.org/1999/xlink", focusable: false },
          h("path", { d: "M0 0h10", strokeWidth: 2, fillOpacity: 0.5, strokeLinecap: "round", clipPath: "url(#c)", xmlSpace: "preserve" }),
          h("use", { xlinkHref: "#icon", xlinkTitle: "t" }),
          h("text", { fontFamily: "serif", textAnchor: "middle", dominantBaseline: "middle" }, "A & B"),
        ),
      );
    });

    it("writes booleans the way React does for each kind of attribute", () => {
      const markup = same(
        h("div", {
          hidden: true,
          draggable: false,
          contentEditable: true,
          spellCheck: "true",
          "data-main-image": "",
          "data-flag": true,
          "data-off": false,
          "aria-hidden": true,
          "aria-busy": false,
          "Data-Mixed": true,
          title: true,
          className: false,
          unknownFlag: true,
          id: false,
        }),
      );
      expect(markup).toBe(
        '<div hidden="" draggable="false" contenteditable="true" spellcheck="true" data-main-image="" data-flag="true" ' +
          'data-off="false" aria-hidden="true" aria-busy="false" Data-Mixed="true"></div>',
      );
      same(h("video", { autoPlay: true, playsInline: true, muted: true, loop: false, controls: false, disablePictureInPicture: true }));
      same(h("script", { async: true, defer: false, noModule: true }));
      same(h("details", { open: true }, h("summary", null, "More")));
      same(h("div", { itemScope: true, itemType: "https://schema.org/Car" }));
      same(h("a", { download: true, href: "/a.pdf" }, "a"));
      same(h("a", { download: "car.pdf", href: "/a.pdf" }, "a"));
      same(h("a", { download: false, href: "/a.pdf" }, "a"));
      same(h("input", { capture: "user", type: "file" }));
    });

    it("handles numeric attributes (NaN and values below 1 dropped where React drops them)", () => {
      same(h("ol", { start: 3, reversed: true }, h("li", null, "x")));
      same(h("ol", { start: NaN }));
      same(h("ol", { start: "abc" }));
      same(h("textarea-like", { cols: 0, rows: 2, size: 0.5, span: "3" }));
      same(h("col", { span: 0 }));
      same(h("col", { span: 2 }));
      same(h("input", { size: 10, type: "text" }));
    });

    it("omits null/undefined, functions, symbols, event handlers, React-only and unsafe names", () => {
      const markup = same(
        h("div", {
          id: null,
          title: undefined,
          onClick: () => undefined,
          onLoad: "handler()",
          ONMOUSEOVER: "x()",
          one: "dropped because it starts with on",
          on: "kept, too short to be a handler",
          render: () => "x",
          marker: Symbol("x"),
          suppressHydrationWarning: true,
          suppressContentEditableWarning: true,
          defaultValue: "d",
          defaultChecked: true,
          innerHTML: "<b>no</b>",
          "bad name": "x",
          "1abc": "x",
          "data-ok": "yes",
        }),
      );
      expect(markup).toBe('<div on="kept, too short to be a handler" data-ok="yes"></div>');
    });

    it("stringifies numbers, arrays and objects and keeps empty strings, including src and href", () => {
      same(h("div", { "data-n": 0, "data-f": -1.5, "data-big": 1e21, "data-list": ["a", "b"], "data-obj": { a: 1 }, title: "" }));
      same(h("img", { src: "", alt: "" }));
      same(h("a", { href: "" }, "x"));
      same(h("a", { href: "javascript:void(0)" }, "x"));
    });

    it("escapes & < > \" ' in attribute values", () => {
      const markup = same(h("img", { alt: `2019 Honda "Civic" & <Si> it's`, src: "/a.jpg?w=1&h=2", title: "a > b" }));
      expect(markup).toBe('<img alt="2019 Honda &quot;Civic&quot; &amp; &lt;Si&gt; it&#x27;s" src="/a.jpg?w=1&amp;h=2" title="a &gt; b"/>');
    });
  });

  describe("text and children", () => {
    it("escapes text exactly like React and writes adjacent text without separators", () => {
      const markup = same(h("p", null, `Tom & Jerry's <"show">`, " ", "é ✓ 🚗", "a", "b"));
      expect(markup).toBe("<p>Tom &amp; Jerry&#x27;s &lt;&quot;show&quot;&gt; é ✓ 🚗ab</p>");
      same(h("p", null, `only <string> & "child"`));
    });

    it("writes numbers and ignores null, undefined, booleans, functions and empty strings", () => {
      const markup = same(h("p", null, 0, -1.5, 1e21, NaN, Infinity, null, undefined, true, false, "", () => "x"));
      expect(markup).toBe("<p>0-1.51e+21NaNInfinity</p>");
      same(0);
      same("top-level & text");
      same(null);
      same([]);
    });

    it("flattens nested arrays, fragments, StrictMode and iterables", () => {
      same(
        h(
          Fragment,
          null,
          [h("span", { key: "a" }, "a"), [h("span", { key: "b" }, "b"), [h("i", { key: "c" }, 1, 2)]]],
          h(Fragment, null, h(Fragment, null, "deep", h("b", null, "x"))),
          h(StrictMode, null, h("em", null, "strict")),
          new Set(["s1", "s2"]),
        ),
      );
      same(
        <>
          <div>
            <>
              text <b>bold</b>
            </>
            {["x", <i key="i">y</i>]}
          </div>
        </>,
      );
    });

    it("renders empty non-void elements with a closing tag", () => {
      expect(same(h("div", null))).toBe("<div></div>");
      same(h("picture", null));
      same(h("noscript", null));
      same(h("span", { children: [] }));
    });

    it("rejects plain objects as children like React", () => {
      bothThrow(h("div", null, { a: 1 }));
    });
  });

  describe("void and special elements", () => {
    it.each(["area", "base", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param", "source", "track", "wbr"])(
      "<%s> is written self-closing",
      (tag) => {
        const markup = same(h(tag, { id: "x", "data-a": "1" }));
        expect(markup).toBe(`<${tag} id="x" data-a="1"/>`);
      },
    );

    it("refuses children or inner HTML on void elements", () => {
      bothThrow(h("img", null, "child"));
      bothThrow(h("br", { dangerouslySetInnerHTML: { __html: "x" } }));
      bothThrow(h("input", null, "child"));
    });

    it("writes an input's checked and value last, the controlled value winning over the default", () => {
      same(h("input", { type: "checkbox", checked: true, readOnly: true, name: "a", defaultChecked: false }));
      same(h("input", { type: "checkbox", defaultChecked: true, name: "b" }));
      same(h("input", { type: "checkbox", checked: false, name: "c" }));
      same(h("input", { value: "v", defaultValue: "d", name: "d", readOnly: true }));
      same(h("input", { defaultValue: `a "quoted" & value`, name: "e" }));
      same(h("input", { value: 0, readOnly: true }));
      same(h("input", { value: true, readOnly: true }));
      same(h("input", { value: null, defaultValue: "fallback" }));
    });

    it("doubles a leading newline in <pre> and <listing>", () => {
      same(h("pre", null, "\nfirst line"));
      same(h("pre", null, "no newline"));
      same(h("pre", { dangerouslySetInnerHTML: { __html: "\n<b>x</b>" } }));
      same(h("listing", null, "\nx"));
      same(h("pre", null, ["\n", "array child"]));
    });

    it("passes custom-element props through as written", () => {
      same(
        h("my-element", {
          className: "a",
          class: "b",
          htmlFor: "c",
          onclick: "go()",
          onClick: () => undefined,
          "data-b": true,
          flag: false,
          n: 0,
          style: { marginTop: 4, opacity: 0.5 },
          suppressHydrationWarning: true,
          defaultValue: "kept",
        }),
      );
      same(h("div", { is: "fancy-div", className: "a", hidden: true }));
      same(h("font-face", { className: "not custom", hidden: true }));
    });

    it("writes <html> without a doctype", () => {
      same(h("html", { lang: "en" }, h("body", null, "x")));
    });
  });

  describe("dangerouslySetInnerHTML", () => {
    it("inserts __html unescaped and ignores a null __html", () => {
      const markup = same(h("div", { dangerouslySetInnerHTML: { __html: `<img alt="" src="a.jpg"> & 'raw'` }, className: "w" }));
      expect(markup).toBe(`<div class="w"><img alt="" src="a.jpg"> & 'raw'</div>`);
      same(h("div", { dangerouslySetInnerHTML: { __html: null } }));
      same(h("div", { dangerouslySetInnerHTML: { __html: undefined } }));
      same(h("div", { dangerouslySetInnerHTML: { __html: 5 } }));
      same(h("div", { dangerouslySetInnerHTML: null }, "children win when inner HTML is null"));
    });

    it("refuses inner HTML together with children, or not in the {__html} form", () => {
      bothThrow(h("div", { dangerouslySetInnerHTML: { __html: "x" } }, "child"));
      bothThrow(h("div", { dangerouslySetInnerHTML: "<b>x</b>" }));
      bothThrow(h("div", { dangerouslySetInnerHTML: { html: "x" } }));
    });
  });

  describe("components", () => {
    function Caption({ text, children }: { text: string; children?: ReactNode }) {
      return (
        <figcaption data-text={text}>
          {text}
          {children}
        </figcaption>
      );
    }
    function WithDefaults({ tone, label }: { tone?: string; label: string }) {
      return <span className={tone}>{label}</span>;
    }
    (WithDefaults as unknown as { defaultProps: object }).defaultProps = { tone: "muted" };

    it("calls function components with their props and renders what they return", () => {
      same(
        <figure>
          <Caption text={`"Quoted" & <escaped>`}>
            <b>child</b>
          </Caption>
          <WithDefaults label="a" />
          <WithDefaults label="b" tone="loud" />
        </figure>,
      );
      const Nothing = () => null;
      const Text = () => "just & text";
      const Number = () => 42;
      const List = () => [<i key="1">1</i>, <i key="2">2</i>];
      const Frag = () => (
        <>
          <Nothing />
          <Text />
          <Number />
          <List />
        </>
      );
      same(<Frag />);
    });

    it("unwraps forwardRef (render called with a null ref) and memo, also nested and with defaultProps", () => {
      const seen: unknown[] = [];
      const Forwarded = forwardRef<HTMLDivElement, { label: string }>(function Forwarded({ label }, ref) {
        seen.push(ref);
        return <div data-label={label}>{label}</div>;
      });
      Forwarded.displayName = "Forwarded";
      const Memo = memo(function Memo({ n }: { n: number }) {
        return <p>{n}</p>;
      });
      const MemoForwarded = memo(Forwarded);
      const MemoDefaults = memo(WithDefaults);
      const markup = same(
        <section>
          <Forwarded label="one" />
          <Memo n={0} />
          <MemoForwarded label="two" />
          <MemoDefaults label="three" />
        </section>,
      );
      expect(markup).toContain('<span class="muted">three</span>');
      expect(seen).toEqual([null, null, null, null]); // each renderer called both forwardRef renders with ref null
    });
  });

  describe("what it refuses to render", () => {
    const message = /not supported here/;

    it("throws on context, class components, Suspense, lazy and portals instead of guessing", () => {
      const Context = React.createContext("x");
      class ClassComponent extends React.Component {
        override render() {
          return <div />;
        }
      }
      const Lazy = React.lazy(async () => ({ default: () => <div /> }));
      const portal = { $$typeof: Symbol.for("react.portal"), key: null, children: <div />, containerInfo: {}, implementation: null };

      expect(() => renderToStaticMarkup(<Context.Provider value="y">x</Context.Provider>)).toThrow(/context providers/);
      expect(() => renderToStaticMarkup(<Context.Consumer>{(v) => v}</Context.Consumer>)).toThrow(/context consumers/);
      expect(() => renderToStaticMarkup(<ClassComponent />)).toThrow(/class components \(<ClassComponent>\)/);
      expect(() => renderToStaticMarkup(<Suspense fallback="…">x</Suspense>)).toThrow(/<Suspense> are not supported here/);
      expect(() => renderToStaticMarkup(<React.Profiler id="p" onRender={() => undefined}>x</React.Profiler>)).toThrow(message);
      expect(() => renderToStaticMarkup(<Lazy />)).toThrow(/React.lazy components/);
      expect(() => renderToStaticMarkup(<div>{portal as unknown as ReactNode}</div>)).toThrow(/portals/);
    });

    it("throws on form controls whose value React propagates", () => {
      for (const tag of ["select", "option", "textarea", "menuitem", "title"]) {
        expect(() => renderToStaticMarkup(h(tag, null, "x"))).toThrow(new RegExp(`<${tag}> is not supported here`));
      }
    });

    it("explains a component that uses hooks", () => {
      function Stateful() {
        const [value] = React.useState("x");
        return <div>{value}</div>;
      }
      expect(() => renderToStaticMarkup(<Stateful />)).toThrow(/<Stateful> threw while rendering: .*hook-free function components/);
    });

    it("passes on a component's own error as the cause", () => {
      const failure = new Error("boom");
      const Broken = () => {
        throw failure;
      };
      let thrown: unknown;
      try {
        renderToStaticMarkup(<Broken />);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as Error).message).toContain("<Broken> threw while rendering: boom");
      expect((thrown as Error).cause).toBe(failure);
    });

    it("rejects invalid element types and tag names like React", () => {
      bothThrow(h(undefined));
      bothThrow(h({}));
      bothThrow(h("bad tag"));
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// gatsby-plugin-image's own tree: its lazy-hydrate chunk (the one the browser build loads) rendered once
// with the real react-dom/server and once with react-dom/server replaced by this module, as the webpack
// alias does.

type RenderImageToString = (props: Record<string, unknown>) => string;

/** The lazy-hydrate chunk the plugin's browser entry (gatsby-image.browser.modern.js) really imports. */
function lazyHydrateChunk(): string {
  const dist = path.resolve(__dirname, "../../node_modules/gatsby-plugin-image/dist");
  const entry = fs.readFileSync(path.join(dist, "gatsby-image.browser.modern.js"), "utf8");
  const index = /from"\.\/(index\.browser-[0-9a-f]+\.js)"/.exec(entry)?.[1];
  const chunk = index && /import\("\.\/(lazy-hydrate-[0-9a-f]+\.js)"\)/.exec(fs.readFileSync(path.join(dist, index), "utf8"))?.[1];
  if (!chunk) throw new Error("gatsby-plugin-image's browser entry no longer imports a lazy-hydrate chunk: re-check this test");
  return chunk;
}
const LAZY_HYDRATE = `gatsby-plugin-image/dist/${lazyHydrateChunk()}`;

const shimCalls = vi.fn();
let realRender: RenderImageToString;
let shimmedRender: RenderImageToString;

const BASE = "/static/5c2f0d7be1a94a6c8f3e2d1b0a9c8e7f";
const srcSet = (name: string, ext: string, widths: number[]) => widths.map((w) => `${BASE}/${w}x/${name}.${ext} ${w}w`).join(",\n");
const BLURRED =
  "data:image/jpeg;base64,/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/wgARCAAPABQDASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAMEBf/EABYBAQEBAAAAAAAAAAAAAAAAAAABAv/aAAwDAQACEAMQAAAB0Jo6E0B//8QAGhAAAgMBAQAAAAAAAAAAAAAAAAECAxESIf/aAAgBAQABBQJSHZh2TiP/xAAcEAACAQUBAAAAAAAAAAAAAAAAAQIDERIhMVH/2gAIAQEABj8CxS2b9ItlClIcqf/Z";
const TRACED =
  "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'%20width='400'%20height='300'%20viewBox='0%200%20400%20300'%20preserveAspectRatio='none'%3e%3cpath%20d='M0%200v300h400V0H0'%20fill='%23d3d3d3'/%3e%3c/svg%3e";

interface ImageCase {
  name: string;
  image: Record<string, unknown>;
}

function imageData(
  layout: "constrained" | "fullWidth" | "fixed",
  options: { placeholder?: string; backgroundColor?: string; formats: Array<"webp" | "avif"> },
): Record<string, unknown> {
  const widths = layout === "fullWidth" ? [750, 1080, 1366, 1920] : layout === "fixed" ? [320, 640] : [200, 400, 800, 1600];
  const sizes = layout === "fullWidth" ? "100vw" : layout === "fixed" ? "320px" : "(min-width: 800px) 800px, 100vw";
  const [width, height] = layout === "fullWidth" ? [1, 1 / (1920 / 1280)] : layout === "fixed" ? [320, 213] : [800, 533];
  return {
    layout,
    width,
    height,
    ...(options.backgroundColor ? { backgroundColor: options.backgroundColor } : {}),
    ...(options.placeholder ? { placeholder: { fallback: options.placeholder } } : {}),
    images: {
      fallback: { src: `${BASE}/${widths[1]}x/2019-honda-civic-si.jpg`, srcSet: srcSet("2019-honda-civic-si", "jpg", widths), sizes },
      sources: options.formats.map((format) => ({ srcSet: srcSet("2019-honda-civic-si", format, widths), type: `image/${format}`, sizes })),
    },
  };
}

const IMAGES: ImageCase[] = [];
for (const layout of ["constrained", "fullWidth", "fixed"] as const) {
  for (const [placeholderName, placeholder] of [
    ["blurred", { placeholder: BLURRED, backgroundColor: "#d8d8c8" }],
    ["blurred, no colour", { placeholder: BLURRED }],
    ["traced SVG", { placeholder: TRACED }],
    ["dominant colour", { backgroundColor: "#282828" }],
    ["no placeholder", {}],
  ] as const) {
    for (const formats of [["avif", "webp"], ["webp"], []] as Array<Array<"webp" | "avif">>) {
      IMAGES.push({
        name: `${layout}, ${placeholderName}, sources: ${formats.join("+") || "none"}`,
        image: imageData(layout, { ...placeholder, formats }),
      });
    }
  }
}

// Props as GatsbyImage passes them (its own props minus as/style/className/backgroundColor/onLoad...,
// plus isLoading/isLoaded/image), covering every branch renderImageToString has.
const PROP_VARIANTS: Array<Record<string, unknown>> = [
  { isLoading: true, isLoaded: false, alt: "", loading: "lazy" },
  { isLoading: true, isLoaded: true, alt: "2019 Honda Civic Si, front", loading: "eager" },
  { isLoading: false, isLoaded: false, alt: `The "Si" & <more> it's`, loading: "lazy" },
  { isLoading: false, isLoaded: true, alt: "", loading: "eager" },
  { isLoading: true, isLoaded: false, alt: "", objectFit: "contain", objectPosition: "50% 25%", backgroundColor: "#fff" },
  { isLoading: true, isLoaded: false, alt: "x", imgClassName: "rounded photo", imgStyle: { borderRadius: 8, opacity: 0.5, objectFit: "fill" } },
  { isLoading: true, isLoaded: false, alt: "x", objectFit: "cover", imgStyle: { transition: "none", zIndex: 0, top: 0 } },
  {
    isLoading: true,
    isLoaded: false,
    alt: "with extras",
    title: "Title & more",
    "data-testid": "photo",
    itemProp: "image",
    sizes: "(min-width: 600px) 50vw, 100vw",
    onClick: () => undefined,
    crossOrigin: "anonymous",
  },
];

beforeAll(async () => {
  // The chunk reads navigator.connection when it loads; Node 20 has no navigator.
  if (typeof navigator === "undefined") vi.stubGlobal("navigator", {});
  ({ renderImageToString: realRender } = (await import(/* @vite-ignore */ LAZY_HYDRATE)) as {
    renderImageToString: RenderImageToString;
  });
  vi.resetModules();
  vi.doMock("react-dom/server", async () => {
    const shim = await import("../../src/lib/images/static-markup");
    return {
      renderToStaticMarkup: (element: ReactNode) => {
        shimCalls();
        return shim.renderToStaticMarkup(element);
      },
    };
  });
  ({ renderImageToString: shimmedRender } = (await import(/* @vite-ignore */ LAZY_HYDRATE)) as {
    renderImageToString: RenderImageToString;
  });
});

afterAll(() => {
  vi.doUnmock("react-dom/server");
  vi.unstubAllGlobals();
});

// GATSBY___IMAGE is defined as true by gatsby-plugin-image's webpack config on the site; without it the
// plugin adds inline layout styles, so both branches are compared.
describe.each([
  ["with GATSBY___IMAGE (as on the site)", true],
  ["without GATSBY___IMAGE", undefined],
])("gatsby-plugin-image renderImageToString, %s", (_label, gatsbyImageFlag) => {
  beforeEach(() => {
    if (gatsbyImageFlag) vi.stubGlobal("GATSBY___IMAGE", true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    if (typeof navigator === "undefined") vi.stubGlobal("navigator", {});
  });

  it("compares the chunk that imports react-dom/server", () => {
    expect(LAZY_HYDRATE).toBe("gatsby-plugin-image/dist/lazy-hydrate-93db2ca8.js");
    expect(fs.readFileSync(path.resolve(__dirname, "../../node_modules", LAZY_HYDRATE), "utf8")).toContain('from"react-dom/server"');
  });

  it("really goes through the replacement in the mocked copy and through React in the other", () => {
    shimCalls.mockClear();
    const props = { ...PROP_VARIANTS[0], image: IMAGES[0].image };
    const expected = realRender(props);
    expect(shimCalls).not.toHaveBeenCalled();
    expect(shimmedRender(props)).toBe(expected);
    expect(shimCalls).toHaveBeenCalledTimes(1);
    expect(expected).toContain("<picture><source ");
    // The flag really switches the plugin's branch: its inline layout styles only come without it.
    expect(expected.includes("will-change:opacity")).toBe(!gatsbyImageFlag);
  });

  it.each(IMAGES.map((image) => [image.name, image] as const))("%s: byte-identical for every prop variant", (_name, { image }) => {
    for (const variant of PROP_VARIANTS) {
      const props = { ...variant, image };
      const expected = realRender(props);
      expect(shimmedRender(props), JSON.stringify(variant)).toBe(expected);
    }
  });
});
