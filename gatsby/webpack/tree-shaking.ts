import type { CreateWebpackConfigArgs } from "gatsby";

// Packages that do nothing when imported but do not say so in their package.json, so webpack keeps them
// even when nothing of theirs is used. Declared free of side effects here, they go when unused.
// - hoist-non-react-statics (and react-is, which only it needs): @emotion/react imports it for `withTheme`,
//   which the site does not use; 1.1 KiB gzip on every first visit (measured).
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;

export function treeShaking({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ module: { rules: [{ test: SIDE_EFFECT_FREE, sideEffects: false }] } });
}
