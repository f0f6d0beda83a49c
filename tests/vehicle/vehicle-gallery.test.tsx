// @vitest-environment jsdom
import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { VehicleGallery, type GalleryPhoto } from "../../src/components/vehicle-detail/vehicle-gallery";

const image = (name: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 640,
  height: 480,
  images: { fallback: { src: `/static/f/${name}.jpg`, srcSet: `/static/f/${name}.jpg 640w` } },
});

const photos: GalleryPhoto[] = ["front", "side", "rear"].map((name) => ({
  alt: `The car's ${name}`,
  main: image(name),
  thumb: image(`${name}-thumb`),
}));

describe("VehicleGallery photo priorities", () => {
  it("fetches the first photo first; the other slides and the thumbnails wait at low priority", () => {
    const { container } = render(<VehicleGallery photos={photos} title="2019 Honda Civic EX" />);
    const slides = [...container.querySelectorAll("figure img")];
    const thumbs = [...container.querySelectorAll("ul img")];
    expect(slides.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual([
      ["eager", "high"],
      ["lazy", "low"],
      ["lazy", "low"],
    ]);
    expect(thumbs).toHaveLength(3);
    for (const thumb of thumbs) expect(thumb.getAttribute("fetchpriority")).toBe("low");
  });
});
