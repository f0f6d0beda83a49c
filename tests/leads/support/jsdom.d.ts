// jsdom ships no types and @types/jsdom is not installed; the tests only need its DOMParser.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
