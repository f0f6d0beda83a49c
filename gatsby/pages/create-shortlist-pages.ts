// /saved/ and /compare/: per-visitor pages (the list lives in the browser), created here because they need
// the shortlist data's content-hashed address, known only once the file is written.
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { ROUTES } from "../../src/lib/paths";
import type { ShortlistPageContext } from "../../src/lib/saved/shortlist-data";
import { createPageInLanguages } from "./create-page-in-languages";
import { writeShortlistData } from "./shortlist-data";

export async function createShortlistPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const dataUrl = await writeShortlistData({ graphql, reporter });
  const component = path.resolve("src/templates/shortlist.tsx");
  const pages: Array<[string, ShortlistPageContext]> = [
    [ROUTES.saved, { view: "saved", dataUrl }],
    [ROUTES.compare, { view: "compare", dataUrl }],
  ];
  for (const [pagePath, context] of pages)
    await createPageInLanguages(actions.createPage, { path: pagePath, component, context });
}
