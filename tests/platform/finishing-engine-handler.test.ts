import {
  finishingEngineHandler,
  type EngineResponse,
} from "../../gatsby/platform/ssr-function/finishing-engine-handler";
import { sha256Source } from "../../src/lib/seo/csp";
import { parseHeadersFile } from "../../src/lib/seo/headers-file";
import { compileHeaderRules } from "../../src/lib/server/header-rules";

const PAGE = `<!DOCTYPE html><html lang="en"><head><title>Car</title></head><body><style data-emotion="css abc1">.css-abc1{color:red}</style><div id="___gatsby"></div><script>window.x=1</script></body></html>`;
const RULES = parseHeadersFile(
  "/*\n  X-Content-Type-Options: nosniff\n/vehicles/*\n  Cache-Control: public, max-age=0, must-revalidate\n",
);
const policy = { origins: { connectSrc: [], imgSrc: [] }, frameSrc: [] };

class Response implements EngineResponse {
  statusCode?: number;
  headers = new Map<string, string>();
  body: unknown;
  setHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  send(body: unknown) {
    this.body = body;
  }
}

const run = async (url: string, engine: (response: Response) => void) => {
  const response = new Response();
  const logged: string[] = [];
  const handler = finishingEngineHandler(async (_request, res: Response) => engine(res), {
    policy,
    headersFor: compileHeaderRules(RULES),
    log: (message) => logged.push(message),
  });
  await handler({ url }, response);
  return { response, logged };
};

describe("the Netlify function's page engine, finishing what it renders", () => {
  it("gives a rendered page its policy with its scripts' hashes, its CSS in <head> and its path's headers", async () => {
    const { response } = await run("/vehicles/2019-honda-civic/", (res) => {
      // What Gatsby's engine sets of its own, after the site's rules.
      res.setHeader("X-Content-Type-Options", "none");
      res.setHeader("X-Engine", "gatsby");
      res.send(PAGE);
    });
    const html = String(response.body);
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(html).toContain(sha256Source("window.x=1"));
    expect(html.split("</head>")[0]).toContain(".css-abc1{color:red}");
    expect(html.split("</head>")[1]).not.toContain("<style");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("x-engine")).toBe("gatsby");
  });

  it("leaves page data and the engine's own 404 and 500 pages as they are", async () => {
    const data = await run("/page-data/vehicles/x/page-data.json", (res) => res.send('{"path":"/vehicles/x/"}'));
    expect(data.response.body).toBe('{"path":"/vehicles/x/"}');
    for (const status of [404, 500]) {
      const { response } = await run("/vehicles/missing/", (res) => {
        res.statusCode = status;
        res.send(PAGE);
      });
      expect(response.body).toBe(PAGE);
    }
  });

  it("says which inline event handlers a page rendered late has, which its policy blocks", async () => {
    const { logged } = await run("/vehicles/a/", (res) => res.send(PAGE.replace("<div id", '<div onclick="go()" id')));
    expect(logged).toEqual([expect.stringContaining("onclick")]);
  });
});
