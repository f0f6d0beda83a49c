import {
  RETRY_SCRIPT,
  offlineFallbackWorkerScript,
  offlinePageFile,
  staticOfflinePage,
} from "../../src/lib/platform/offline-fallback";

const built = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<script>document.documentElement.dataset.theme="dark"</script>
<link rel="preload" href="/page-data/offline/page-data.json" as="fetch" crossOrigin="anonymous"/>
<link rel="modulepreload" href="/x.js"/>
<link rel="icon" href="/favicon.svg"/>
<script data-partytown="">partytown()</script>
<script type="text/partytown" src="/__third-party-proxy?url=x"></script>
</head><body><div id="___gatsby"><h1>You're offline</h1><a href="tel:+19165550142">(916) 555-0142</a></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/offline/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->
<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>
<script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("static offline page", () => {
  const page = staticOfflinePage(built);

  it("keeps the content, the shell and the colour-mode script", () => {
    expect(page).toContain("<h1>You're offline</h1>");
    expect(page).toContain('href="tel:+19165550142"');
    expect(page).toContain('<script>document.documentElement.dataset.theme="dark"</script>');
    expect(page).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("points Try again at the whole address asked for, with a script of its own", () => {
    expect(page).toContain(`<script>${RETRY_SCRIPT}</script></body>`);
  });

  it("drops Gatsby's runtime, so it neither loads page data nor moves the visitor off the address they asked for", () => {
    for (const gone of [
      "pagePath",
      "___chunkMapping",
      "___webpackCompilationHash",
      "/app-1.js",
      "page-data.json",
      "modulepreload",
      "partytown",
      "slice-start",
    ]) {
      expect(page).not.toContain(gone);
    }
  });
});

describe("service-worker offline fallback", () => {
  type Listener = (event: { waitUntil: (promise: Promise<unknown>) => void }) => void;

  function runWorker(script: string) {
    const listeners: Record<string, Listener> = {};
    const stored = new Map<string, string>();
    let catchHandler:
      ((options: { event: { request: { mode: string; url: string } } }) => Promise<unknown>) | undefined;
    const cache = {
      add: async (request: { url: string }) => void stored.set(request.url, `page at ${request.url}`),
      keys: async () => [...stored.keys()].map((url) => ({ url })),
      delete: async (request: { url: string }) => stored.delete(request.url),
    };
    const scope = {
      self: { addEventListener: (type: string, listener: Listener) => (listeners[type] = listener) },
      caches: { open: async () => cache, match: async (key: string) => stored.get(key) },
      Request: class {
        constructor(public url: string) {}
      },
      Response: { error: () => "network error" },
      workbox: {
        routing: {
          registerRoute: () => undefined,
          setCatchHandler: (handler: typeof catchHandler) => (catchHandler = handler),
        },
      },
    };
    // Appended after gatsby-plugin-offline's last statement, which has no semicolon: it must still parse apart.
    const source = `workbox.routing.registerRoute(/x/, function () {})\n${script}`;
    new Function(...Object.keys(scope), source)(...Object.values(scope));
    return { listeners, stored, catchHandler: () => catchHandler! };
  }

  async function settle(listener: Listener) {
    const promises: Promise<unknown>[] = [];
    listener({ waitUntil: (promise) => promises.push(promise) });
    await Promise.all(promises);
  }

  it("caches the offline page at install under its revision and answers failed navigations with it", async () => {
    const worker = runWorker(offlineFallbackWorkerScript({ en: "rev1" }));
    worker.stored.set("/offline.html?revision=old", "old page");
    await settle(worker.listeners.install);
    await settle(worker.listeners.activate);
    expect([...worker.stored.keys()]).toEqual(["/offline.html?revision=rev1"]);
    await expect(
      worker.catchHandler()({ event: { request: { mode: "navigate", url: "https://x.example/inventory/" } } }),
    ).resolves.toBe("page at /offline.html?revision=rev1");
    await expect(
      worker.catchHandler()({ event: { request: { mode: "cors", url: "https://x.example/inventory/" } } }),
    ).resolves.toBe("network error");
  });

  it("answers with the offline page of the address's language: Spanish under /es/, English elsewhere", async () => {
    const worker = runWorker(offlineFallbackWorkerScript({ en: "rev1", es: "rev2" }));
    worker.stored.set("/es/offline.html?revision=old", "old Spanish page");
    await settle(worker.listeners.install);
    await settle(worker.listeners.activate);
    expect([...worker.stored.keys()].sort()).toEqual(["/es/offline.html?revision=rev2", "/offline.html?revision=rev1"]);
    const answer = (url: string) => worker.catchHandler()({ event: { request: { mode: "navigate", url } } });
    await expect(answer("https://x.example/es/vehicles/a-1/?photo=2")).resolves.toBe(
      "page at /es/offline.html?revision=rev2",
    );
    await expect(answer("https://x.example/es")).resolves.toBe("page at /es/offline.html?revision=rev2");
    await expect(answer("https://x.example/")).resolves.toBe("page at /offline.html?revision=rev1");
    await expect(answer("https://x.example/espana/")).resolves.toBe("page at /offline.html?revision=rev1");
  });

  it("keeps an English-only site's worker to the English page, even for a stray /es/ address", async () => {
    const worker = runWorker(offlineFallbackWorkerScript({ en: "rev1" }));
    await settle(worker.listeners.install);
    expect([...worker.stored.keys()]).toEqual(["/offline.html?revision=rev1"]);
    await expect(
      worker.catchHandler()({ event: { request: { mode: "navigate", url: "https://x.example/es/inventory/" } } }),
    ).resolves.toBe("page at /offline.html?revision=rev1");
  });

  it("writes each language's static page where the worker asks for it", () => {
    expect(offlinePageFile("en")).toBe("offline.html");
    expect(offlinePageFile("es")).toBe("es/offline.html");
  });
});
