// Parses XML strictly (jsdom's XML parser); fails the test on a document that is not well-formed.
import { JSDOM } from "jsdom";

const { DOMParser } = new JSDOM("").window;

export function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

/** Text of the first element matching a CSS selector, or undefined. */
export function textOf(document: Document, selector: string): string | undefined {
  return document.querySelector(selector)?.textContent ?? undefined;
}
