/** SVG markup helpers and the document that collects defs and layers with deterministic ids. */
import { clamp } from "./geometry";
import { IMAGE_HEIGHT, IMAGE_WIDTH, type Vec2 } from "./types";

export const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

export function pathData(points: readonly Vec2[], closed = true): string {
  let d = "";
  for (let i = 0; i < points.length; i++) d += `${i ? "L" : "M"}${fmt(points[i][0])} ${fmt(points[i][1])}`;
  return closed ? d + "Z" : d;
}

export function shape(points: readonly Vec2[], fill: string, extra = ""): string {
  return `<path d="${pathData(points)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

export function line(points: readonly Vec2[], stroke: string, width: number, extra = ""): string {
  return `<path d="${pathData(points, false)}" fill="none" stroke="${stroke}" stroke-width="${fmt(Math.max(width, 0.4))}" stroke-linecap="round" stroke-linejoin="round"${extra ? " " + extra : ""}/>`;
}

type GradientStop = readonly [offset: number, colour: string, opacity?: number];

function stopsMarkup(stops: readonly GradientStop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${clamp(o, 0, 1).toFixed(4)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
}

/** Collects defs and drawing markup, handing out deterministic ids. */
export class SvgDocument {
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private counter = 0;

  id(prefix: string): string {
    return `${prefix}${this.counter++}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.layers.push(markup);
  }

  linearGradient(from: Vec2, to: Vec2, stops: readonly GradientStop[]): string {
    const id = this.id("g");
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(from[0])}" y1="${fmt(from[1])}" x2="${fmt(to[0])}" y2="${fmt(to[1])}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gradient across each painted element's own bounding box. */
  boxGradient(x2: number, y2: number, stops: readonly GradientStop[]): string {
    const id = this.id("b");
    this.def(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radialGradient(stops: readonly GradientStop[]): string {
    const id = this.id("r");
    this.def(`<radialGradient id="${id}">${stopsMarkup(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  clipPath(points: readonly Vec2[]): string {
    const id = this.id("c");
    this.def(`<clipPath id="${id}"><path d="${pathData(points)}"/></clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  render(viewBox: readonly [number, number, number, number]): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" ` +
      `viewBox="${viewBox.map(fmt).join(" ")}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>${this.layers.join("")}</svg>`
    );
  }
}
