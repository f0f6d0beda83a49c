// The inventory's photo preload: present for the page as built, left out for a search URL.
import vm from "node:vm";
import { preloadUnlessSearchedScript } from "../../src/lib/html/preload-unless-searched";

interface Appended {
  tag: string;
  attributes: Record<string, string>;
}

/** Runs the script with the two DOM calls it makes, and returns the elements it appended to <head>. */
function run(script: string, search: string): Appended[] {
  const appended: Appended[] = [];
  const document = {
    createElement: (tag: string) => {
      const element: Appended & { setAttribute(name: string, value: string): void } = {
        tag,
        attributes: {},
        setAttribute(name, value) {
          this.attributes[name] = value;
        },
      };
      return element;
    },
    head: { appendChild: (element: Appended) => appended.push({ tag: element.tag, attributes: element.attributes }) },
  };
  vm.runInNewContext(script, { document, location: { search }, URLSearchParams });
  return appended.map(({ tag, attributes }) => ({ tag, attributes: { ...attributes } }));
}

const attributes = {
  type: "image/avif",
  imagesrcset: "/a.avif 480w, /b.avif 800w",
  imagesizes: "100vw",
  fetchpriority: "high",
};

describe("a photo preload that only an unsearched page asks for", () => {
  const script = preloadUnlessSearchedScript(attributes, ["make", "body", "page"]);

  it("adds the preload link for the page as built and for parameters that change nothing", () => {
    const link = { tag: "link", attributes: { rel: "preload", as: "image", ...attributes } };
    expect(run(script, "")).toEqual([link]);
    expect(run(script, "?utm_source=newsletter")).toEqual([link]);
  });

  it("leaves it out when a search parameter is in the URL, even an empty one", () => {
    expect(run(script, "?make=Ford")).toEqual([]);
    expect(run(script, "?utm_source=x&page=2")).toEqual([]);
    expect(run(script, "?body=")).toEqual([]);
  });

  it("cannot close its own script element, whatever the photo's address", () => {
    const hostile = preloadUnlessSearchedScript({ imagesrcset: "/x</script><script>alert(1)//.avif 1w" }, ["make"]);
    expect(hostile).not.toMatch(/<\/script|<!--/i);
    expect(run(hostile, "")[0].attributes.imagesrcset).toBe("/x</script><script>alert(1)//.avif 1w");
  });

  it("refuses to be built without parameters (it would always preload: use a plain link)", () => {
    expect(() => preloadUnlessSearchedScript(attributes, [])).toThrow(/no search parameters/);
  });
});
