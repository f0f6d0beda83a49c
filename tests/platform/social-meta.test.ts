import { socialMetaTags, twitterHandle } from "../../src/lib/seo/social-meta";

const base = {
  title: "2019 Honda Civic | Sierra Vista",
  description: "A clean Civic.",
  url: "https://x.example/vehicles/a/",
  siteName: "Sierra Vista",
};

const content = (tags: ReturnType<typeof socialMetaTags>, key: string) =>
  tags.find((tag) => ("property" in tag ? tag.property : tag.name) === key)?.content;

describe("Open Graph and Twitter card tags", () => {
  it("uses a large image card with the image, its size and alt text when there is an image", () => {
    const tags = socialMetaTags({
      ...base,
      type: "product",
      image: { url: "https://x.example/static/a.jpg", width: 1200, height: 900, alt: "Front of the Civic" },
    });
    expect(content(tags, "og:type")).toBe("product");
    expect(content(tags, "og:url")).toBe(base.url);
    expect(content(tags, "og:image")).toBe("https://x.example/static/a.jpg");
    expect(content(tags, "og:image:secure_url")).toBe("https://x.example/static/a.jpg");
    expect(content(tags, "og:image:width")).toBe("1200");
    expect(content(tags, "og:image:alt")).toBe("Front of the Civic");
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "twitter:image")).toBe("https://x.example/static/a.jpg");
  });

  it("falls back to a summary card without image tags", () => {
    const tags = socialMetaTags(base);
    expect(content(tags, "twitter:card")).toBe("summary");
    expect(content(tags, "og:image")).toBeUndefined();
    expect(content(tags, "og:type")).toBe("website");
    expect(content(tags, "og:title")).toBe(base.title);
    expect(content(tags, "twitter:description")).toBe(base.description);
  });

  it("reads the X handle from the profile link", () => {
    expect(twitterHandle("https://x.com/svmotors_sac")).toBe("@svmotors_sac");
    expect(twitterHandle("https://twitter.com/@dealer_1/")).toBe("@dealer_1");
    expect(twitterHandle("https://facebook.com/dealer")).toBeUndefined();
    expect(content(socialMetaTags({ ...base, twitterSite: "@d" }), "twitter:site")).toBe("@d");
  });
});
