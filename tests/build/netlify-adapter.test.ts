// Which builds get gatsby-adapter-netlify: Netlify's own (NETLIFY=true), or one that asks for it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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

  it("off Netlify, keeps public/ as Gatsby left it in .netlify/build-cache, so the next build finds its page data", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-build-cache-"));
    const before = { cwd: process.cwd(), local: process.env.NETLIFY_LOCAL };
    delete process.env.NETLIFY_LOCAL;
    try {
      process.chdir(folder);
      const pageData = path.join(folder, "public", "page-data", "es", "404", "page-data.json");
      fs.mkdirSync(path.dirname(pageData), { recursive: true });
      fs.writeFileSync(pageData, '{"path":"/es/404/"}');
      fs.mkdirSync(path.join(folder, ".cache"));
      fs.writeFileSync(path.join(folder, ".cache", "redux.state"), "state");
      const reporter = { verbose: () => undefined, info: () => undefined };
      const adapter = adapterFor({ DEPLOY_TARGET: "netlify" }).adapter!;
      const directories = [".cache", "public"];

      await adapter.cache!.store({ directories, reporter } as never);
      // What the adapter's adapt step does to a match path's page data.
      const moved = path.join(folder, "public", "page-data", "es", "[...]");
      fs.renameSync(pageData, moved);
      expect(await adapter.cache!.restore({ directories, reporter } as never)).toBe(true);

      expect(fs.readFileSync(pageData, "utf8")).toBe('{"path":"/es/404/"}');
      expect(fs.existsSync(moved)).toBe(false);
      expect(fs.existsSync(path.join(folder, ".netlify", "build-cache"))).toBe(true);
    } finally {
      process.chdir(before.cwd);
      if (before.local === undefined) delete process.env.NETLIFY_LOCAL;
      else process.env.NETLIFY_LOCAL = before.local;
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("keepingCompiledFiles", () => {
  it("keeps this build's compiled gatsby-config and gatsby-node when the adapter restores the last build's cache", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-compiled-"));
    const before = { cwd: process.cwd(), local: process.env.NETLIFY_LOCAL };
    const compiled = (name: string) => path.join(folder, ".cache", "compiled", name);
    try {
      process.chdir(folder);
      const reporter = { verbose: () => undefined, info: () => undefined };
      const adapter = adapterFor({ DEPLOY_TARGET: "netlify" }).adapter!;
      const directories = [".cache", "public"];
      // The last build: its compiled files go into the build cache.
      fs.mkdirSync(path.dirname(compiled("x")), { recursive: true });
      fs.mkdirSync(path.join(folder, "public"));
      fs.writeFileSync(compiled("gatsby-node.js"), "last build's gatsby-node");
      fs.writeFileSync(compiled("gatsby-config.js"), "last build's gatsby-config");
      await adapter.cache!.store({ directories, reporter } as never);
      // This build: Gatsby compiles the new code, then asks the adapter to restore the cache.
      fs.writeFileSync(compiled("gatsby-node.js"), "this build's gatsby-node");
      fs.writeFileSync(compiled("gatsby-config.js"), "this build's gatsby-config");
      expect(await adapter.cache!.restore({ directories, reporter } as never)).toBe(true);
      expect(fs.readFileSync(compiled("gatsby-node.js"), "utf8")).toBe("this build's gatsby-node");
      expect(fs.readFileSync(compiled("gatsby-config.js"), "utf8")).toBe("this build's gatsby-config");
    } finally {
      process.chdir(before.cwd);
      if (before.local === undefined) delete process.env.NETLIFY_LOCAL;
      else process.env.NETLIFY_LOCAL = before.local;
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
