import type { IGatsbyImageData } from "gatsby-plugin-image";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { vehicleFieldRules } from "../../src/lib/content/vehicle-schema";
import { pickFieldsOrNull } from "../../src/lib/vehicle/pick-fields";
import { localizedNode } from "../support/localized-text";
import { i18nFor } from "../../src/lib/i18n/catalogs";
import { GALLERY_PHOTO_SIZES } from "../../src/lib/images/photo-sizes";
import { inventoryPath } from "../../src/lib/inventory/query";
import { cardDataFromNode, type VehicleCardNode } from "../../src/lib/vehicle-pages/card-data";
import {
  detailDataOf,
  inContextOrder,
  inquiryVehicleOf,
  type VehicleDetailNode,
} from "../../src/lib/vehicle-pages/detail-data";
import { listableOf, pageVehicleOf } from "../../src/lib/vehicle-pages/listable-node";
import { vehicleListHeading, vehicleListTitle } from "../../src/lib/vehicle-pages/list-page";
import { vehicleHeadOf } from "../../src/lib/vehicle-pages/vehicle-head";
import { vehicleTitle } from "../../src/lib/vehicle/vehicle-title";
import { inventoryCatalogs } from "../../src/locales/inventory";
import { vehicleCatalogs } from "../../src/locales/vehicle";

const image = (src: string): IGatsbyImageData => ({
  layout: "fixed",
  width: 96,
  height: 72,
  images: { fallback: { src } },
});
/** A photo's sizes as the image service's resolvers give them. */
const sizes = (name: string) => ({
  gallery: image(`/${name}.jpg`),
  thumb: image(`/${name}-t.jpg`),
  share: { src: `/${name}-share.jpg` },
});
const site = {
  businessName: "Sierra Vista Motors",
  phone: "(916) 555-0142",
  email: "sales@example.com",
  address: { street: "4820 Fruitridge Road", city: "Sacramento", region: "CA", postalCode: "95820", country: "US" },
};

function detailNode(overrides: Partial<VehicleDetailNode> = {}): VehicleDetailNode {
  // Every field of the declaration, as the page's query gives it: one the file leaves out comes back as null (so
  // a field added to the declaration needs nothing here).
  const content = makeVehicle();
  const {
    photos: _photos,
    previousPrice: _previousPrice,
    priceReducedOn: _priceReducedOn,
    warranty: _warranty,
    video: _video,
    description,
    ...vehicle
  } = pickFieldsOrNull(content, Object.keys(vehicleFieldRules()) as (keyof typeof content)[]);
  return {
    ...vehicle,
    // A language left out comes back from a query as null.
    description: localizedNode(description.en, description),
    video: null,
    vehiclePrice: vehicle.price,
    priceReduction: null,
    lot: null,
    lotName: null,
    id: "v1",
    slug: "2020-honda-accord-a1001",
    path: "/vehicles/2020-honda-accord-a1001/",
    warranty: {
      type: "as-is",
      coverage: null,
      laborPercent: null,
      partsPercent: null,
      systemsCovered: null,
      otherSystems: null,
      duration: null,
    },
    mainPhoto: { blurred: "data:image/jpeg;base64,AAAA" },
    photos: [
      { alt: "Front", altWritten: true, image: { childVehiclePhotoImage: sizes("front") } },
      { alt: "Side", altWritten: true, image: { childVehiclePhotoImage: sizes("side") } },
    ],
    ...overrides,
  };
}

describe("vehicleTitle", () => {
  it("names year, make, model and trim, leaving out an empty trim", () => {
    expect(vehicleTitle({ year: 2019, make: "Honda", model: "Civic", trim: "EX" })).toBe("2019 Honda Civic EX");
    expect(vehicleTitle({ year: 2019, make: "Honda", model: "Civic", trim: " " })).toBe("2019 Honda Civic");
  });
});

describe("cardDataFromNode", () => {
  const node: VehicleCardNode = {
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
    badges: ["lowMiles"],
    status: "pending",
    lotName: null,
    mainPhoto: null,
  };

  it("maps the fragment to a card, without a photo when there is none", () => {
    expect(cardDataFromNode(node)).toEqual({
      path: "/vehicles/x/",
      stockNumber: "A1",
      vin: "1HGCV1F34LA012345",
      year: 2020,
      make: "Honda",
      model: "Accord",
      trim: "Sport",
      price: 21995,
      mileage: 42150,
      badges: ["lowMiles"],
      status: "pending",
    });
  });

  it("refuses a value outside the content's lists instead of passing it on", () => {
    expect(() => cardDataFromNode({ ...node, status: "stolen" })).toThrow(/vehicle status: unexpected value "stolen"/);
    expect(() => cardDataFromNode({ ...node, badges: ["cheap"] })).toThrow(/vehicle badges/);
  });
});

describe("detailDataOf", () => {
  it("narrows the page query's node to the view's data, the first photo on its blurred placeholder, the slides at the gallery's width", () => {
    const data = detailDataOf(detailNode());
    expect(data).toMatchObject({
      stockNumber: "A1001",
      bodyStyle: "Sedan",
      drivetrain: "FWD",
      mpgCity: 30,
      warranty: { type: "as-is" },
    });
    expect(
      data.photos.map((photo) => [
        photo.alt,
        photo.main?.images.fallback?.src,
        photo.main?.placeholder?.fallback,
        photo.main?.images.fallback?.sizes,
        photo.thumb?.images.fallback?.src,
        photo.share,
      ]),
    ).toEqual([
      ["Front", "/front.jpg", "data:image/jpeg;base64,AAAA", GALLERY_PHOTO_SIZES, "/front-t.jpg", "/front-share.jpg"],
      ["Side", "/side.jpg", undefined, GALLERY_PHOTO_SIZES, "/side-t.jpg", "/side-share.jpg"],
    ]);
  });

  it("leaves out fuel economy unless both figures are known, and keeps a dealer warranty's terms", () => {
    const data = detailDataOf(
      detailNode({
        mpgHighway: null,
        warranty: {
          type: "dealer",
          coverage: "full",
          laborPercent: 100,
          partsPercent: 50,
          systemsCovered: ["Engine"],
          otherSystems: null,
          duration: { days: 90, months: null, miles: null },
        },
      }),
    );
    expect(data).not.toHaveProperty("mpgCity");
    expect(data.warranty).toEqual({
      type: "dealer",
      coverage: "full",
      laborPercent: 100,
      partsPercent: 50,
      systemsCovered: ["Engine"],
      duration: { days: 90 },
    });
  });

  it("gives the inquiry form the facts a lead needs and the page to return to", () => {
    expect(inquiryVehicleOf(detailDataOf(detailNode()))).toEqual({
      vin: makeVehicle().vin,
      stockNumber: "A1001",
      year: 2020,
      make: "Honda",
      model: "Accord",
      trim: "Sport",
      price: 21995,
      path: "/vehicles/2020-honda-accord-a1001/",
    });
  });

  it("orders similar vehicles as the page context lists them", () => {
    expect(inContextOrder([{ id: "b" }, { id: "c" }, { id: "a" }], ["a", "b", "c"]).map((node) => node.id)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });
});

describe("vehicleHeadOf", () => {
  // The head's title and description are the vehicle page's messages, read in the page's language.
  const inEnglish = i18nFor("en", vehicleCatalogs);
  const inSpanish = i18nFor("es", vehicleCatalogs);

  it("titles a car for sale with where it is, and shares its first photo", () => {
    const head = vehicleHeadOf(detailDataOf(detailNode()), site, "https://dealer.example");
    expect(inEnglish._(head.title)).toBe("2020 Honda Accord Sport for sale in Sacramento, CA");
    expect(inEnglish._(head.description)).toMatch(
      /^2020 Honda Accord Sport with 42,150 miles for \$21,995 at Sierra Vista Motors in Sacramento, CA\. One-owner/,
    );
    expect(head.shareImage).toEqual({ url: "/front-share.jpg", alt: "Front" });
    expect(head.jsonLd.image).toEqual([
      "https://dealer.example/front-share.jpg",
      "https://dealer.example/side-share.jpg",
    ]);
    expect(head.noindex).toBe(false);
    expect(head.jsonLd).toMatchObject({
      "@type": "Car",
      name: "2020 Honda Accord Sport",
      offers: { seller: { telephone: "+19165550142" } },
    });
  });

  it("adds the walk-around video as the car's VideoObject, and nothing without one", () => {
    expect(vehicleHeadOf(detailDataOf(detailNode()), site, "https://dealer.example").jsonLd).not.toHaveProperty(
      "subjectOf",
    );
    const filmed = detailDataOf(
      detailNode({
        video: {
          host: "youtube",
          watchUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
          embedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
          file: null,
        },
      }),
    );
    expect(filmed.video).toEqual({
      kind: "hosted",
      host: "youtube",
      watchUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      embedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    });
    expect(vehicleHeadOf(filmed, site, "https://dealer.example").jsonLd.subjectOf).toMatchObject({
      "@type": "VideoObject",
      name: "Walk-around video of 2020 Honda Accord Sport",
      thumbnailUrl: ["https://dealer.example/front-share.jpg"],
      embedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    });
    const file = detailDataOf(
      detailNode({ video: { host: null, watchUrl: null, embedUrl: null, file: { publicURL: "/static/1/walk.mp4" } } }),
    );
    expect(file.video).toEqual({ kind: "file", src: "/static/1/walk.mp4" });
  });

  it("keeps a sold car's page out of search results", () => {
    const head = vehicleHeadOf(
      detailDataOf(detailNode({ status: "sold", photos: [] })),
      site,
      "https://dealer.example",
    );
    expect(head).toMatchObject({ noindex: true });
    expect(inEnglish._(head.title)).toBe("Sold: 2020 Honda Accord Sport");
    expect(inEnglish._(head.description)).toMatch(/^This 2020 Honda Accord Sport has been sold\./);
    expect(head).not.toHaveProperty("shareImage");
    const spanish = vehicleHeadOf(
      detailDataOf(detailNode({ status: "sold", photos: [] })),
      site,
      "https://dealer.example",
      "es",
    );
    expect(inSpanish._(spanish.title)).toBe("Vendido: 2020 Honda Accord Sport");
    expect(inSpanish._(spanish.description)).toMatch(/^Este 2020 Honda Accord Sport ya se vendió\./);
  });

  it("describes a car in Spanish on its Spanish page: the dealer's Spanish description, else the English", () => {
    const spanish = "Accord Sport de un solo dueño, con historial limpio.";
    const withTwin = vehicleHeadOf(
      detailDataOf(detailNode({ description: { en: makeVehicle().description.en, es: spanish } })),
      site,
      "https://dealer.example",
      "es",
    );
    expect(inSpanish._(withTwin.title)).toBe("2020 Honda Accord Sport en venta en Sacramento, CA");
    expect(inSpanish._(withTwin.description)).toBe(
      `2020 Honda Accord Sport con 42,150 millas por $21,995 en Sierra Vista Motors, Sacramento, CA. ${spanish}`,
    );
    expect(withTwin.jsonLd).toMatchObject({ description: spanish });
    const english = vehicleHeadOf(detailDataOf(detailNode()), site, "https://dealer.example", "es");
    expect(inSpanish._(english.description)).toMatch(/Sacramento, CA\. One-owner/);
    // The English page keeps the English description even when a Spanish one exists.
    const onEnglish = vehicleHeadOf(
      detailDataOf(detailNode({ description: { en: makeVehicle().description.en, es: spanish } })),
      site,
      "https://dealer.example",
    );
    expect(inEnglish._(onEnglish.description)).not.toContain(spanish);
    expect(onEnglish.jsonLd).toMatchObject({ description: detailDataOf(detailNode()).description.en });
  });
});

describe("gatsby-node's vehicle nodes", () => {
  it("narrow to the content types search and similarity use", () => {
    const {
      photos: _p,
      mpgCity: _c,
      mpgHighway: _h,
      warranty: _w,
      interiorColor: _i,
      engine: _e,
      features: _f,
      description: _d,
      ...listable
    } = makeVehicle();
    const node = { ...makeVehicle(), priceReduction: null, location: null };
    expect(listableOf(node)).toEqual(listable);
    expect(Object.keys(listableOf(node))).not.toContain("description");
    expect(listableOf({ ...node, priceReduction: { amount: 500, on: "2026-10-20" } })).toMatchObject({
      priceReduction: { amount: 500, on: "2026-10-20" },
    });
    expect(() => listableOf({ ...node, drivetrain: "6WD" })).toThrow(/vehicle drivetrain/);
    expect(
      pageVehicleOf({
        id: "v1",
        path: "/p/",
        stockNumber: "A1",
        year: 2020,
        make: "Honda",
        model: "Fit",
        bodyStyle: "Hatchback",
        price: 1,
        mileage: 2,
        status: "sold",
      }),
    ).toMatchObject({ bodyStyle: "Hatchback" });
  });
});

describe("list pages and search links", () => {
  it("head a make's list and number later pages", () => {
    const en = i18nFor("en", inventoryCatalogs);
    expect(en._(vehicleListHeading())).toBe("Used cars for sale");
    expect(en._(vehicleListTitle({ make: "Honda", page: 1 }))).toBe("Used Honda vehicles for sale");
    expect(en._(vehicleListTitle({ make: "Honda", page: 2 }))).toBe("Used Honda vehicles for sale, page 2");
    expect(en._(vehicleListTitle({ page: 3 }))).toBe("Used cars for sale, page 3");
  });

  it("head them in Spanish on /es/", () => {
    const es = i18nFor("es", inventoryCatalogs);
    expect(es._(vehicleListHeading())).toBe("Autos usados en venta");
    expect(es._(vehicleListTitle({ make: "Honda", page: 2 }))).toBe("Vehículos Honda usados en venta, página 2");
  });

  it("link to the inventory search with only the filters given", () => {
    expect(inventoryPath()).toBe("/inventory/");
    expect(inventoryPath({ make: "Honda" })).toBe("/inventory/?make=Honda");
  });
});
