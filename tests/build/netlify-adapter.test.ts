// Which builds get gatsby-adapter-netlify: Netlify's own (NETLIFY=true), or one that asks for it.
import { adapterFor } from "../../gatsby/platform/netlify-adapter";

describe("adapterFor", () => {
  it("uses the pinned Netlify adapter on Netlify and with DEPLOY_TARGET=netlify", () => {
    expect(adapterFor({ NETLIFY: "true" }).adapter?.name).toBe("gatsby-adapter-netlify");
    expect(adapterFor({ DEPLOY_TARGET: "netlify" }).adapter?.name).toBe("gatsby-adapter-netlify");
  });

  it("sets no adapter anywhere else", () => {
    expect(adapterFor({})).toEqual({});
    expect(adapterFor({ NETLIFY: "false", DEPLOY_TARGET: "node" })).toEqual({});
  });

  it("keeps the adapter's build cache and its settings (functions built for Netlify's Linux)", async () => {
    const adapter = adapterFor({ NETLIFY: "true" }).adapter!;
    expect(adapter.cache).toBeDefined();
    const reporter = { verbose: () => undefined, warn: () => undefined, info: () => undefined };
    const config = await adapter.config!({ reporter } as never);
    expect(config).toMatchObject({ functionsPlatform: "linux", functionsArch: "x64" });
  });
});
