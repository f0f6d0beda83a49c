// `knip --production` reads this: knip.json with the Gatsby plugin off. The plugin treats gatsby-config.ts and
// gatsby-node.ts as configuration, which production mode leaves out of the graph, so gatsby/ and what it
// imports would look unused; here they are plain production entries (marked `!` in knip.json).
import type { KnipConfig } from "knip";
import base from "./knip.json";

const config: KnipConfig = { ...(base as KnipConfig), gatsby: false };

export default config;
