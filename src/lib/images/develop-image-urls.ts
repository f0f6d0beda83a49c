// `gatsby develop` answers Gatsby's Image CDN URLs (`/_gatsby/image/...`) itself, by downloading the photo
// from the URL in `u=`: a path of the site, which it cannot download. So in develop the site's photo sizes
// are linked under another prefix, answered by the same image service as serve:prod
// (gatsby/images/develop-image-route.ts).
import { IMAGE_CDN_PREFIX } from "./image-cdn-request";

const DEVELOP_IMAGE_PREFIX = "/__photo-sizes/";

/** The same image data (or resize answer) with its Image CDN URLs moved to the develop prefix. */
export function withDevelopImageUrls<T>(value: T): T {
  if (value === null || value === undefined) return value;
  // A URL starts a JSON string or follows a srcset's comma or space.
  const url = new RegExp(`(["\\s,])${IMAGE_CDN_PREFIX.replace(/[/.]/g, "\\$&")}`, "g");
  return JSON.parse(JSON.stringify(value).replace(url, `$1${DEVELOP_IMAGE_PREFIX}`)) as T;
}

/** The Image CDN path a develop path stands for; undefined for any other path. */
export function imageCdnPathOfDevelop(pathname: string): string | undefined {
  return pathname.startsWith(DEVELOP_IMAGE_PREFIX)
    ? `${IMAGE_CDN_PREFIX}${pathname.slice(DEVELOP_IMAGE_PREFIX.length)}`
    : undefined;
}
