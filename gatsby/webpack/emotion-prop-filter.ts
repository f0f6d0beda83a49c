import type { CreateWebpackConfigArgs } from "gatsby";
import path from "node:path";

const FORWARDED_PROP = path.resolve(__dirname, "../../src/styles/forwarded-prop.ts");

/**
 * Emotion's prop filter, @emotion/is-prop-valid, replaced by src/styles/forwarded-prop.ts in every stage (the
 * HTML renderer and the browser agree on each element's attributes): its attribute list was 4.3 KB minified in
 * the app chunk.
 */
export function emotionPropFilter({ actions }: Pick<CreateWebpackConfigArgs, "actions">): void {
  actions.setWebpackConfig({ resolve: { alias: { "@emotion/is-prop-valid$": FORWARDED_PROP } } });
}
