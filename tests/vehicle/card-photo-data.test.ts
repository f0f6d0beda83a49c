// A vehicle card's photo from the build's queries: the `card` size of the first photo, selected alike by the
// VehicleCardFields fragment and the build's own queries (index, shortlist, alerts), drawn at the card's width,
// and the one JPEG an alert e-mail links (the card's width, in both spellings of its URL).
import fs from "node:fs";
import { CARD_IMAGE_SIZES } from "../../src/lib/images/photo-sizes";
import { fallbackAtOwnWidth } from "../../src/lib/images/picture";
import { withImageSizes } from "../../src/lib/inventory/card-image";
import {
  CARD_PHOTO_SELECTION,
  cardDataFromNode,
  cardPhotoOf,
  type VehicleCardNode,
} from "../../src/lib/vehicle-pages/card-data";
import { cardPhoto, digestOf } from "../support/card-photo";

const node = (card: VehicleCardNode["mainPhoto"]): VehicleCardNode => ({
  id: "v1",
  path: "/vehicles/x/",
  stockNumber: "A1",
  vin: "1HGCV1F34LA012345",
  year: 2020,
  make: "Honda",
  model: "Accord",
  trim: "Sport",
  price: 21995,
  priceReduction: null,
  mileage: 42150,
  badges: [],
  status: "available",
  lotName: null,
  mainPhoto: card,
});

it("is selected by the VehicleCardFields fragment as the build's own queries select it", () => {
  // Compared without layout whitespace (GraphQL ignores it; Prettier lays the fragment out).
  const compact = (text: string) => text.replace(/\s+/g, "");
  const fragment = fs.readFileSync("src/templates/fragments/vehicle-card-fields.ts", "utf8");
  expect(compact(fragment)).toContain(compact(CARD_PHOTO_SELECTION));
  expect(fragment).not.toContain("childImageSharp");
});

it("is the first photo's card size, drawn at the card's width; none without a photo", async () => {
  const card = await cardPhoto(digestOf("a"), "2020-honda-accord-a1-side.jpg");
  const withPhoto = node({ image: { childVehiclePhotoImage: { card } } });
  expect(cardPhotoOf(withPhoto)).toBe(card);
  expect(cardDataFromNode(withPhoto).image).toEqual(withImageSizes(card, CARD_IMAGE_SIZES));
  for (const mainPhoto of [null, { image: null }, { image: { childVehiclePhotoImage: null } }]) {
    expect(cardPhotoOf(node(mainPhoto))).toBeNull();
    expect(cardDataFromNode(node(mainPhoto))).not.toHaveProperty("image");
  }
});

it.each(["serve:prod", "netlify"] as const)(
  "gives an e-mail the card's JPEG at the card's width, in %s's URL",
  async (urls) => {
    const card = await cardPhoto(digestOf("a"), "2020-honda-accord-a1-side.jpg", { urls });
    const jpeg = fallbackAtOwnWidth(card) as string;
    // Not the smallest (320 px, the <img>'s src behind WebP): a 552 px e-mail column would blur it.
    expect(jpeg).not.toBe(card.images.fallback?.src);
    const url = new URL(jpeg, "https://www.example.com");
    const args = new URLSearchParams(url.searchParams.get("a") ?? url.search);
    expect([args.get("w"), args.get("h"), args.get("fm")]).toEqual(["640", "480", "jpg"]);
  },
);

it("gives an image without its own width in its srcset the image's src", () => {
  expect(
    fallbackAtOwnWidth({
      layout: "constrained",
      width: 640,
      height: 480,
      images: { fallback: { src: "/a-250.jpg", srcSet: "/a-250.jpg 250w,/a-500.jpg 500w" }, sources: [] },
    }),
  ).toBe("/a-250.jpg");
});
