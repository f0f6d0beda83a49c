// The headings and titles of /locations/ and of a lot's pages, as messages of the locations catalog.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** "Used cars at Sierra Vista Motors East", with the page number after page 1 so every page's title differs. */
export function lotPageTitle(name: string, page: number): MessageDescriptor {
  return page <= 1 ? msg`Used cars at ${name}` : msg`Used cars at ${name}, page ${page}`;
}

export const LOCATIONS_TITLE = msg`Our locations`;
