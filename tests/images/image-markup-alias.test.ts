import fs from "node:fs";
import path from "node:path";
import enhancedResolve from "enhanced-resolve";
import type { CreateWebpackConfigArgs } from "gatsby";
import { merge } from "webpack-merge";
import { aliasImageMarkupRenderer, imageMarkupAliases, STATIC_MARKUP_RENDERER } from "../../gatsby/image-markup-alias";

const root = path.resolve(__dirname, "../..");
const reactDomRoot = path.join(root, "node_modules/react-dom");
const imageDist = path.join(root, "node_modules/gatsby-plugin-image/dist");

// The part of the config Gatsby has built when onCreateWebpackConfig runs that matters here: its own
// aliases, with `react-dom` pointing at the package folder (gatsby/dist/utils/webpack.config.js).
const gatsbyConfig = () => ({
  resolve: {
    alias: {
      gatsby$: path.join(root, ".cache/gatsby-browser-entry.js"),
      react: path.join(root, "node_modules/react"),
      "react-dom": reactDomRoot,
    },
  },
});

function runHook(stage: string) {
  const setWebpackConfig = vi.fn();
  aliasImageMarkupRenderer({
    stage,
    actions: { setWebpackConfig },
    getConfig: gatsbyConfig,
  } as unknown as Pick<CreateWebpackConfigArgs, "stage" | "actions" | "getConfig">);
  return setWebpackConfig;
}

// webpack's browser resolution, with the aliases merged the way Gatsby merges setWebpackConfig.
function browserResolver(aliases: Record<string, string>) {
  const config = merge(gatsbyConfig(), { resolve: { alias: aliases } });
  const resolve = enhancedResolve.create.sync({
    fileSystem: new enhancedResolve.CachedInputFileSystem(fs, 4000),
    alias: config.resolve.alias,
    conditionNames: ["webpack", "development", "browser", "import", "module"],
    mainFields: ["browser", "module", "main"],
    aliasFields: ["browser"],
    extensions: [".js", ".mjs", ".ts", ".tsx", ".json"],
  });
  return (request: string) => resolve(imageDist, request);
}

describe("react-dom/server alias for gatsby-plugin-image", () => {
  it("points at the static-markup renderer, which exists", () => {
    expect(STATIC_MARKUP_RENDERER).toBe(path.join(root, "src/lib/images/static-markup.ts"));
    expect(fs.existsSync(STATIC_MARKUP_RENDERER)).toBe(true);
  });

  it.each(["build-javascript", "develop"])("is set for the browser stage %s, as exact-match aliases", (stage) => {
    const setWebpackConfig = runHook(stage);
    expect(setWebpackConfig).toHaveBeenCalledTimes(1);
    expect(setWebpackConfig).toHaveBeenCalledWith({
      resolve: {
        alias: {
          "react-dom/server$": STATIC_MARKUP_RENDERER,
          [`${reactDomRoot}/server$`]: STATIC_MARKUP_RENDERER,
        },
      },
    });
  });

  it.each(["build-html", "develop-html"])("is not set for the SSR stage %s", (stage) => {
    expect(runHook(stage)).not.toHaveBeenCalled();
  });

  it("still aliases the bare request when Gatsby has no react-dom alias", () => {
    expect(imageMarkupAliases(undefined)).toEqual({ "react-dom/server$": STATIC_MARKUP_RENDERER });
    expect(imageMarkupAliases({ resolve: { alias: {} } })).toEqual({ "react-dom/server$": STATIC_MARKUP_RENDERER });
  });

  it("makes webpack resolve react-dom/server, and only that request, to the renderer", () => {
    const resolve = browserResolver(imageMarkupAliases(gatsbyConfig()));
    expect(resolve("react-dom/server")).toBe(STATIC_MARKUP_RENDERER);
    expect(resolve("react-dom/server.browser")).toBe(path.join(reactDomRoot, "server.browser.js"));
    expect(resolve("react-dom/server.node")).toBe(path.join(reactDomRoot, "server.node.js"));
    expect(resolve("react-dom/client")).toBe(path.join(reactDomRoot, "client.js"));
    expect(resolve("react-dom")).toBe(path.join(reactDomRoot, "index.js"));
  });

  it("needs the second alias: Gatsby's earlier `react-dom` alias shadows a bare `react-dom/server$`", () => {
    const resolve = browserResolver({ "react-dom/server$": STATIC_MARKUP_RENDERER });
    expect(resolve("react-dom/server")).toBe(path.join(reactDomRoot, "server.browser.js"));
  });
});
