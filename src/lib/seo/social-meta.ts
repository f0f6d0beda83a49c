// Open Graph and Twitter card tags as data; the Seo component renders them as <meta> elements.

export interface SocialImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface SocialMetaInput {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url: string;
  siteName: string;
  type?: "website" | "product";
  image?: SocialImage;
  /** `@handle` of the dealership on X (Twitter), when it has one. */
  twitterSite?: string;
}

export type MetaTag = { property: string; content: string } | { name: string; content: string };

export function socialMetaTags(input: SocialMetaInput): MetaTag[] {
  const { image } = input;
  const tags: MetaTag[] = [
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: input.url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.twitterSite) tags.push({ name: "twitter:site", content: input.twitterSite });
  if (image) {
    tags.push({ property: "og:image", content: image.url });
    if (image.url.startsWith("https://")) tags.push({ property: "og:image:secure_url", content: image.url });
    if (image.width) tags.push({ property: "og:image:width", content: String(image.width) });
    if (image.height) tags.push({ property: "og:image:height", content: String(image.height) });
    tags.push({ name: "twitter:image", content: image.url });
    if (image.alt) {
      tags.push({ property: "og:image:alt", content: image.alt });
      tags.push({ name: "twitter:image:alt", content: image.alt });
    }
  }
  return tags;
}

/** `@svmotors_sac` from `https://x.com/svmotors_sac` (or twitter.com); undefined for anything else. */
export function twitterHandle(profileUrl: string): string | undefined {
  const match = /^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/@?([A-Za-z0-9_]{1,15})\/?$/.exec(profileUrl);
  return match ? `@${match[1]}` : undefined;
}
