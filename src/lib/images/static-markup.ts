// Why this file exists: gatsby-plugin-image 3.16 dynamically imports its `lazy-hydrate` chunk on every
// page that shows a GatsbyImage, and that chunk imports `renderToStaticMarkup` from `react-dom/server`,
// which drags React's whole server renderer (~72 KB raw / ~21 KB gzip) into every visitor's first load
// just to serialise a handful of <div>/<img>/<picture>/<source>/<noscript> elements.
// The browser webpack build (and only that one: see gatsby/image-markup-alias.ts) aliases
// `react-dom/server` to this module. It reproduces React 18.3's `renderToStaticMarkup` byte for byte
// for static trees of host elements, fragments, arrays and hook-free function/forwardRef/memo
// components (tests/images/static-markup.test.tsx compares it with the real renderer), and throws
// on anything it does not handle (class components, context, Suspense, portals, lazy, form controls
// whose value React propagates) instead of producing different HTML.
import type { ReactNode } from "react";

type Props = Record<string, unknown>;

const ELEMENT = Symbol.for("react.element");
const PORTAL = Symbol.for("react.portal");
const FRAGMENT = Symbol.for("react.fragment");
const STRICT_MODE = Symbol.for("react.strict_mode");
const FORWARD_REF = Symbol.for("react.forward_ref");
const MEMO = Symbol.for("react.memo");
const LAZY = Symbol.for("react.lazy");

const UNSUPPORTED_TYPES: Record<string, string> = {
  "react.provider": "context providers (<Context.Provider>)",
  "react.context": "context consumers (<Context.Consumer>)",
  "react.suspense": "<Suspense>",
  "react.suspense_list": "<SuspenseList>",
  "react.profiler": "<Profiler>",
  "react.lazy": "React.lazy components",
  "react.portal": "portals",
};

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function unsupported(what: string): Error {
  return new Error(`renderToStaticMarkup (browser build, src/lib/images/static-markup.ts): ${what} not supported here`);
}

// --- escaping (React's escapeTextForBrowser) -------------------------------------------------------

const ESCAPES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };

function escape(value: unknown): string {
  if (typeof value === "boolean" || typeof value === "number") return "" + value;
  return ("" + (value as string)).replace(/["'&<>]/g, (c) => ESCAPES[c]);
}

// --- style (React's pushStyle) ---------------------------------------------------------------------

const UNITLESS: Record<string, true> = {};
("animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup " +
  "boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea " +
  "gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart " +
  "fontWeight lineClamp lineHeight opacity order orphans tabSize widows zIndex zoom fillOpacity floodOpacity " +
  "stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth")
  .split(" ")
  .forEach((name) => {
    UNITLESS[name] = true;
    for (const prefix of ["Webkit", "ms", "Moz", "O"]) UNITLESS[prefix + name.charAt(0).toUpperCase() + name.slice(1)] = true;
  });

const hyphenate = (name: string) =>
  name
    .replace(/([A-Z])/g, "-$1")
    .toLowerCase()
    .replace(/^ms-/, "-ms-");

function styleAttribute(style: unknown): string {
  if (typeof style !== "object" || style === null) {
    throw new Error(
      "The `style` prop expects a mapping from style properties to values, not a string. " +
        "For example, style={{marginRight: spacing + 'em'}} when using JSX.",
    );
  }
  const declarations: string[] = [];
  for (const name in style) {
    if (!hasOwn(style, name)) continue;
    const value = (style as Props)[name];
    if (value == null || typeof value === "boolean" || value === "") continue;
    let css: string;
    if (name.indexOf("--") === 0) {
      css = escape(name) + ":" + escape(("" + (value as string)).trim());
    } else if (typeof value === "number") {
      css = escape(hyphenate(name)) + ":" + (value !== 0 && !hasOwn(UNITLESS, name) ? value + "px" : "" + value);
    } else {
      css = escape(hyphenate(name)) + ":" + escape(("" + (value as string)).trim());
    }
    declarations.push(css);
  }
  return declarations.length ? ` style="${declarations.join(";")}"` : "";
}

// --- attributes (React's DOMProperty table and pushAttribute) --------------------------------------

const STRING = 1;
const BOOLEANISH_STRING = 2; // "true"/"false"
const BOOLEAN = 3; // present ="" when truthy
const OVERLOADED_BOOLEAN = 4; // ="" when true, omitted when false, else the value
const NUMERIC = 5;
const POSITIVE_NUMERIC = 6;

const PROPERTIES: Record<string, [type: number, attributeName: string]> = {};
const define = (type: number, names: string, attributeName: (name: string) => string) =>
  names.split(" ").forEach((name) => (PROPERTIES[name] = [type, attributeName(name)]));
const same = (name: string) => name;
const lower = (name: string) => name.toLowerCase();

define(STRING, "acceptCharset", () => "accept-charset");
define(STRING, "className", () => "class");
define(STRING, "htmlFor", () => "for");
define(STRING, "httpEquiv", () => "http-equiv");
define(BOOLEANISH_STRING, "contentEditable draggable spellCheck value", lower);
define(BOOLEANISH_STRING, "autoReverse externalResourcesRequired focusable preserveAlpha", same);
define(
  BOOLEAN,
  "allowFullScreen async autoFocus autoPlay controls default defer disabled disablePictureInPicture " +
    "disableRemotePlayback formNoValidate hidden loop noModule noValidate open playsInline readOnly required " +
    "reversed scoped seamless itemScope",
  lower,
);
define(BOOLEAN, "checked multiple muted selected", same);
define(OVERLOADED_BOOLEAN, "capture download", same);
define(POSITIVE_NUMERIC, "cols rows size span", same);
define(NUMERIC, "rowSpan start", lower);
define(STRING, "tabIndex crossOrigin src href action formAction", lower);
define(STRING, "xlinkHref", () => "xlink:href");
// SVG attributes whose React name is the camelCased attribute name (strokeWidth -> stroke-width).
("accent-height alignment-baseline arabic-form baseline-shift cap-height clip-path clip-rule color-interpolation " +
  "color-interpolation-filters color-profile color-rendering dominant-baseline enable-background fill-opacity " +
  "fill-rule flood-color flood-opacity font-family font-size font-size-adjust font-stretch font-style font-variant " +
  "font-weight glyph-name glyph-orientation-horizontal glyph-orientation-vertical horiz-adv-x horiz-origin-x " +
  "image-rendering letter-spacing lighting-color marker-end marker-mid marker-start overline-position " +
  "overline-thickness paint-order panose-1 pointer-events rendering-intent shape-rendering stop-color stop-opacity " +
  "strikethrough-position strikethrough-thickness stroke-dasharray stroke-dashoffset stroke-linecap " +
  "stroke-linejoin stroke-miterlimit stroke-opacity stroke-width text-anchor text-decoration text-rendering " +
  "underline-position underline-thickness unicode-bidi unicode-range units-per-em v-alphabetic v-hanging " +
  "v-ideographic v-mathematical vector-effect vert-adv-y vert-origin-x vert-origin-y word-spacing writing-mode " +
  "xmlns:xlink x-height xlink:actuate xlink:arcrole xlink:role xlink:show xlink:title xlink:type xml:base " +
  "xml:lang xml:space")
  .split(" ")
  .forEach((attributeName) => {
    PROPERTIES[attributeName.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase())] = [STRING, attributeName];
  });

const NAME_START = ":A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD";
const SAFE_ATTRIBUTE_NAME = new RegExp(`^[${NAME_START}][${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*$`);

function attribute(name: string, value: unknown): string {
  switch (name) {
    case "style":
      return styleAttribute(value);
    case "defaultValue":
    case "defaultChecked":
    case "innerHTML":
    case "suppressContentEditableWarning":
    case "suppressHydrationWarning":
      return "";
  }
  // Event handlers (onClick, onLoad, ...), whatever their value.
  if (name.length > 2 && (name[0] === "o" || name[0] === "O") && (name[1] === "n" || name[1] === "N")) return "";
  if (typeof value === "function" || typeof value === "symbol") return "";
  const property = PROPERTIES[name];
  if (property) {
    const [type, attributeName] = property;
    if (typeof value === "boolean" && (type === STRING || type === NUMERIC || type === POSITIVE_NUMERIC)) return "";
    switch (type) {
      case BOOLEAN:
        return value ? ` ${attributeName}=""` : "";
      case OVERLOADED_BOOLEAN:
        return value === true ? ` ${attributeName}=""` : value === false ? "" : ` ${attributeName}="${escape(value)}"`;
      case NUMERIC:
        return isNaN(value as number) ? "" : ` ${attributeName}="${escape(value)}"`;
      case POSITIVE_NUMERIC:
        return !isNaN(value as number) && (value as number) >= 1 ? ` ${attributeName}="${escape(value)}"` : "";
      default:
        return ` ${attributeName}="${escape(value)}"`;
    }
  }
  if (!SAFE_ATTRIBUTE_NAME.test(name)) return "";
  if (typeof value === "boolean") {
    const prefix = name.toLowerCase().slice(0, 5);
    if (prefix !== "data-" && prefix !== "aria-") return "";
  }
  // Unknown names (srcSet, sizes, fetchPriority, data-*, aria-*, ...) are written as given, as React 18 does.
  return ` ${name}="${escape(value)}"`;
}

// Custom elements (<my-element>, is="...") keep every serialisable prop as written (pushStartCustomElement).
function customElementAttribute(name: string, value: unknown): string {
  if (name === "style") return styleAttribute(value);
  if (name === "suppressContentEditableWarning" || name === "suppressHydrationWarning") return "";
  if (!SAFE_ATTRIBUTE_NAME.test(name) || typeof value === "function" || typeof value === "symbol") return "";
  return ` ${name}="${escape(value)}"`;
}

// --- host elements ---------------------------------------------------------------------------------

const VOID_ELEMENTS = new Set("area base br col embed hr img input keygen link meta param source track wbr".split(" "));
// React gives these special treatment (value propagation, children flattening) that is not reproduced here.
const UNSUPPORTED_TAGS = new Set(["select", "option", "textarea", "menuitem", "title"]);
const NEVER_CUSTOM = new Set(
  "annotation-xml color-profile font-face font-face-src font-face-uri font-face-format font-face-name missing-glyph".split(" "),
);
const VALID_TAG = /^[a-zA-Z][a-zA-Z:_.\-\d]*$/;

function renderHostElement(tag: string, props: Props): string {
  if (UNSUPPORTED_TAGS.has(tag)) throw unsupported(`<${tag}> is`);
  if (!VALID_TAG.test(tag)) throw new Error("Invalid tag: " + tag);
  const isVoid = VOID_ELEMENTS.has(tag);
  const isInput = tag === "input";
  const preformatted = tag === "pre" || tag === "listing";
  const isCustom =
    !isVoid && !preformatted && tag !== "html" && !NEVER_CUSTOM.has(tag) && (tag.indexOf("-") !== -1 || typeof props.is === "string");
  let html = "<" + tag;
  let children: unknown = null;
  let innerHTML: unknown = null;
  const input: Props = {};

  for (const key in props) {
    if (!hasOwn(props, key)) continue;
    const value = props[key];
    if (value == null) continue;
    if (key === "children" || key === "dangerouslySetInnerHTML") {
      if (isVoid) throw new Error(`${tag} is a self-closing tag and must neither have \`children\` nor use \`dangerouslySetInnerHTML\`.`);
      if (key === "children") children = value;
      else innerHTML = value;
    } else if (isInput && /^(checked|defaultChecked|value|defaultValue)$/.test(key)) {
      input[key] = value; // written last, controlled value winning over the default (pushInput)
    } else {
      html += isCustom ? customElementAttribute(key, value) : attribute(key, value);
    }
  }
  if (isInput) {
    const checked = input.checked ?? input.defaultChecked;
    const value = input.value ?? input.defaultValue;
    if (checked != null) html += attribute("checked", checked);
    if (value != null) html += attribute("value", value);
  }
  if (isVoid) return html + "/>";

  html += ">";
  if (innerHTML != null) {
    if (children != null) throw new Error("Can only set one of `children` or `props.dangerouslySetInnerHTML`.");
    if (typeof innerHTML !== "object" || !("__html" in innerHTML)) {
      throw new Error(
        "`props.dangerouslySetInnerHTML` must be in the form `{__html: ...}`. " +
          "Please visit https://reactjs.org/link/dangerously-set-inner-html for more information.",
      );
    }
    const raw = (innerHTML as { __html: unknown }).__html;
    if (raw != null) html += (preformatted && typeof raw === "string" && raw[0] === "\n" ? "\n" : "") + (raw as string);
  }
  // text/html drops a newline right after <pre>/<listing>, so React doubles it.
  if (preformatted && typeof children === "string" && children[0] === "\n") html += "\n";
  return html + renderNode(children) + "</" + tag + ">";
}

// --- components and children -----------------------------------------------------------------------

type Render = (props: Props, second: unknown) => unknown;

function componentName(type: unknown): string {
  if (typeof type === "function") return (type as { displayName?: string }).displayName || type.name || "Anonymous";
  if (typeof type === "object" && type !== null) {
    const { displayName, render } = type as { displayName?: string; render?: unknown };
    return displayName || componentName(render);
  }
  return String(type);
}

function callComponent(render: Render, props: Props, second: unknown, name: string): unknown {
  try {
    return render(props, second);
  } catch (error) {
    throw new Error(
      `renderToStaticMarkup (browser build, src/lib/images/static-markup.ts): <${name}> threw while rendering: ` +
        `${error instanceof Error ? error.message : String(error)}. ` +
        "Only hook-free function components are supported (no hooks, context or suspense).",
      { cause: error },
    );
  }
}

function resolveDefaultProps(type: unknown, props: Props): Props {
  const defaults = (type as { defaultProps?: Props } | null)?.defaultProps;
  if (!defaults) return props;
  const resolved = { ...props };
  for (const key in defaults) if (resolved[key] === undefined) resolved[key] = defaults[key];
  return resolved;
}

function renderElement(type: unknown, props: Props, ref: unknown): string {
  if (typeof type === "string") return renderHostElement(type, props);
  if (typeof type === "function") {
    if (type.prototype && type.prototype.isReactComponent) throw unsupported(`class components (<${componentName(type)}>) are`);
    return renderNode(callComponent(type as Render, props, {}, componentName(type)));
  }
  if (type === FRAGMENT || type === STRICT_MODE) return renderNode(props.children);
  if (typeof type === "object" && type !== null) {
    const { $$typeof } = type as { $$typeof?: symbol };
    if ($$typeof === FORWARD_REF) {
      const { render } = type as { render: Render };
      return renderNode(callComponent(render, props, ref ?? null, componentName(type)));
    }
    if ($$typeof === MEMO) {
      const inner = (type as { type: unknown }).type;
      return renderElement(inner, resolveDefaultProps(inner, props), ref);
    }
  }
  const key = typeof type === "symbol" ? type.description : (type as { $$typeof?: symbol } | null)?.$$typeof?.description;
  if (key) throw unsupported(`${UNSUPPORTED_TYPES[key] || `elements of type ${key}`} are`);
  throw new Error(
    "Element type is invalid: expected a string (for built-in components) or a class/function " +
      `(for composite components) but got: ${type == null ? String(type) : typeof type}.`,
  );
}

function renderNode(node: unknown): string {
  if (typeof node === "string") return escape(node);
  if (typeof node === "number") return escape("" + node);
  if (typeof node !== "object" || node === null) return ""; // null, undefined, booleans (and, as in React 18, functions, symbols, bigints)
  const { $$typeof } = node as { $$typeof?: symbol };
  if ($$typeof === ELEMENT) {
    const { type, props, ref } = node as { type: unknown; props: Props; ref: unknown };
    return renderElement(type, props, ref);
  }
  if ($$typeof === PORTAL || $$typeof === LAZY) throw unsupported(`${UNSUPPORTED_TYPES[$$typeof.description as string]} are`);
  if (Array.isArray(node)) return node.map(renderNode).join("");
  const iterator = (node as { [Symbol.iterator]?: unknown })[Symbol.iterator];
  if (typeof iterator === "function") return Array.from(node as Iterable<unknown>, renderNode).join("");
  const kind = Object.prototype.toString.call(node);
  throw new Error(
    `Objects are not valid as a React child (found: ${kind === "[object Object]" ? `object with keys {${Object.keys(node).join(", ")}}` : kind}). ` +
      "If you meant to render a collection of children, use an array instead.",
  );
}

/** React 18.3's `renderToStaticMarkup` for static trees; see the comment at the top of the file. */
export function renderToStaticMarkup(element: ReactNode): string {
  return renderNode(element);
}
