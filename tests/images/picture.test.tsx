// @vitest-environment jsdom
import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { describe, expect, it } from "vitest";
import { Photo } from "../../src/components/ui/photo";
import { PhotoPreload } from "../../src/components/ui/photo-preload";
import { pictureMarkup, withPlaceholder } from "../../src/lib/images/picture";

// Image data of a card photo as gatsby-plugin-image defines it (constrained, WebP + JPEG, a background colour).
const card: IGatsbyImageData = {
  layout: "constrained",
  backgroundColor: "#484848",
  width: 640,
  height: 480,
  images: {
    fallback: {
      src: "/static/f/102a1/car.jpg",
      srcSet: "/static/f/16742/car.jpg 320w,\n/static/f/102a1/car.jpg 640w",
      sizes: "(min-width: 640px) 640px, 100vw",
    },
    sources: [
      {
        type: "image/webp",
        srcSet: "/static/f/15968/car.webp 320w,\n/static/f/54acd/car.webp 640w",
        sizes: "(min-width: 640px) 640px, 100vw",
      },
    ],
  },
};

const blurred: IGatsbyImageData = {
  ...card,
  backgroundColor: undefined,
  placeholder: { fallback: "data:image/jpeg;base64,AAA=" },
};

describe("pictureMarkup", () => {
  it("keeps sharp's files and widths, one candidate per comma, and the caller's sizes; behind WebP the JPEG is one file", () => {
    const markup = pictureMarkup(card, "(min-width: 1200px) 360px, 100vw");
    expect(markup).toEqual({
      sources: [
        {
          type: "image/webp",
          srcSet: "/static/f/15968/car.webp 320w, /static/f/54acd/car.webp 640w",
          sizes: "(min-width: 1200px) 360px, 100vw",
        },
      ],
      img: {
        src: "/static/f/102a1/car.jpg",
        width: 640,
        height: 480,
      },
      placeholder: { backgroundColor: "#484848" },
    });
  });

  it("uses sharp's sizes when the caller has none, and the blurred preview as the placeholder", () => {
    const markup = pictureMarkup({ ...blurred, images: { fallback: blurred.images.fallback } });
    expect(markup?.img.sizes).toBe("(min-width: 640px) 640px, 100vw");
    expect(markup?.placeholder).toEqual({ backgroundImage: 'url("data:image/jpeg;base64,AAA=")' });
  });

  it("writes a fixed-size photo's densities (Gatsby's Image CDN's `1x, 2x`) as widths, for its sizes", () => {
    const thumb: IGatsbyImageData = {
      layout: "fixed",
      width: 96,
      height: 72,
      images: {
        fallback: {
          src: "/_gatsby/image/a/1/t.jpg?u=x",
          srcSet: "/_gatsby/image/a/1/t.jpg?u=x 1x,/_gatsby/image/a/2/t.jpg?u=x 2x",
          sizes: "96px",
        },
        sources: [
          {
            type: "image/webp",
            srcSet: "/_gatsby/image/a/3/t.webp?u=x 1x,/_gatsby/image/a/4/t.webp?u=x 2x",
            sizes: "96px",
          },
        ],
      },
    };
    const markup = pictureMarkup(thumb);
    expect(markup?.sources[0].srcSet).toBe("/_gatsby/image/a/3/t.webp?u=x 96w, /_gatsby/image/a/4/t.webp?u=x 192w");
    expect(markup?.sources[0].sizes).toBe("96px");
    // Without a modern format the JPEG keeps its candidates, in widths too.
    const jpegOnly = pictureMarkup({ ...thumb, images: { fallback: thumb.images.fallback } });
    expect(jpegOnly?.img.srcSet).toBe("/_gatsby/image/a/1/t.jpg?u=x 96w, /_gatsby/image/a/2/t.jpg?u=x 192w");
    expect(jpegOnly?.img.sizes).toBe("96px");
    // A full-width photo's widths stay as they are.
    expect(pictureMarkup({ ...card, images: { fallback: card.images.fallback } })?.img.srcSet).toBe(
      "/static/f/16742/car.jpg 320w, /static/f/102a1/car.jpg 640w",
    );
  });

  it("shows a photo on a blurred preview given apart from its files", () => {
    expect(pictureMarkup(withPlaceholder(card, "data:image/jpeg;base64,BBB="))?.placeholder).toEqual({
      backgroundColor: "#484848",
      backgroundImage: 'url("data:image/jpeg;base64,BBB=")',
    });
  });

  it("gives nothing for image data without a file", () => {
    expect(pictureMarkup({ ...card, images: { sources: [] } })).toBeNull();
  });
});

describe("Photo", () => {
  it("renders valid, self-sufficient <picture> markup: every <source> has a srcset, the <img> a src and its size", () => {
    const { container } = render(<Photo image={card} alt="" />);
    const source = container.querySelector("picture > source");
    const img = container.querySelector("picture > img");
    expect(source?.getAttribute("srcset")).toContain("car.webp 640w");
    expect(source?.getAttribute("type")).toBe("image/webp");
    expect(img?.getAttribute("src")).toBe("/static/f/102a1/car.jpg");
    expect(img?.getAttribute("width")).toBe("640");
    expect(img?.getAttribute("height")).toBe("480");
    expect(img?.getAttribute("alt")).toBe("");
    expect(img?.getAttribute("role")).toBeNull();
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("decoding")).toBe("async");
    expect(img?.getAttribute("fetchpriority")).toBeNull();
  });

  it("loads the page's main photo at once with high priority", () => {
    const { container } = render(<Photo image={card} alt="Front of the car" loading="eager" priority="high" />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("loading")).toBe("eager");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
    expect(img?.getAttribute("alt")).toBe("Front of the car");
  });

  it("keeps a photo that is on the first screen but not the main one at low priority", () => {
    const { container } = render(<Photo image={card} alt="" priority="low" />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("fetchpriority")).toBe("low");
    expect(img?.getAttribute("decoding")).toBe("async");
  });
});

describe("pictureMarkup for a full-width photo", () => {
  it("gives whole pixel sizes from the widest file, not the 1 by 0.75 aspect ratio", () => {
    const fullWidth: IGatsbyImageData = {
      ...card,
      layout: "fullWidth",
      width: 1,
      height: 0.75,
      images: {
        fallback: {
          src: "/a/1280.jpg",
          srcSet: "/a/750.jpg 750w,\n/a/1080.jpg 1080w,\n/a/1280.jpg 1280w",
          sizes: "100vw",
        },
        sources: [],
      },
    };
    expect(pictureMarkup(fullWidth)?.img).toMatchObject({ width: 1280, height: 960 });
  });
});

describe("PhotoPreload", () => {
  const linkOf = (element: React.ReactElement) => render(element).container.querySelector("link");

  it("preloads the photo's modern format with the srcset and sizes its <picture> uses, at high priority", () => {
    const link = linkOf(<PhotoPreload image={card} />);
    const source = render(<Photo image={card} alt="" />).container.querySelector("source");
    expect(link?.getAttribute("rel")).toBe("preload");
    expect(link?.getAttribute("as")).toBe("image");
    expect(link?.getAttribute("type")).toBe("image/webp");
    expect(link?.getAttribute("imagesrcset")).toBe(source?.getAttribute("srcset"));
    expect(link?.getAttribute("imagesizes")).toBe(source?.getAttribute("sizes"));
    expect(link?.getAttribute("fetchpriority")).toBe("high");
  });

  it("preloads the JPEG when sharp made no other format", () => {
    const jpegOnly: IGatsbyImageData = { ...card, images: { fallback: card.images.fallback } };
    const link = linkOf(<PhotoPreload image={jpegOnly} />);
    expect(link?.hasAttribute("type")).toBe(false);
    expect(link?.getAttribute("href")).toBe("/static/f/102a1/car.jpg");
    expect(link?.getAttribute("imagesrcset")).toBe("/static/f/16742/car.jpg 320w, /static/f/102a1/car.jpg 640w");
  });

  it("renders nothing for a vehicle without a photo", () => {
    expect(linkOf(<PhotoPreload image={null} />)).toBeNull();
  });
});
