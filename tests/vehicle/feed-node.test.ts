import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { feedDealerOf, feedLotOf, feedVehicleOf, type FeedNode } from "../../src/lib/vehicle-pages/feed-node";

const {
  photos: _photos,
  mpgCity: _c,
  mpgHighway: _h,
  warranty: _w,
  engine: _e,
  features: _f,
  badges: _b,
  ...facts
} = makeVehicle();
const node: FeedNode = {
  ...facts,
  path: "/vehicles/2020-honda-accord-a1001/",
  photos: [
    { alt: "Front", image: { childVehiclePhotoImage: { share: { src: "/_gatsby/image/a/b/front.jpg?u=x" } } } },
    { alt: "Not readable", image: { childVehiclePhotoImage: null } },
    { alt: "No file", image: null },
  ],
};

describe("feed mapping", () => {
  it("gives a vehicle absolute page and photo addresses, leaving out photos with no file", () => {
    expect(feedVehicleOf(node, "https://dealer.example/")).toEqual({
      ...facts,
      url: "https://dealer.example/vehicles/2020-honda-accord-a1001/",
      imageUrls: ["https://dealer.example/_gatsby/image/a/b/front.jpg?u=x"],
      imageAlts: ["Front"],
    });
    expect(() => feedVehicleOf({ ...node, fuelType: "Coal" }, "https://dealer.example")).toThrow(/vehicle fuelType/);
  });

  it("keeps a vehicle's lot, and leaves out GraphQL's null on a site with one lot", () => {
    expect(feedVehicleOf({ ...node, location: "east-sacramento" }, "https://dealer.example").location).toBe(
      "east-sacramento",
    );
    expect(feedVehicleOf({ ...node, location: null }, "https://dealer.example")).not.toHaveProperty("location");
  });

  it("names a lot as the dealership: its id, store code, name, address, E.164 phone and coordinates when known", () => {
    const lot = {
      locationId: "east-sacramento",
      name: "Sierra Vista Motors East",
      storeCode: "SVM-EAST",
      phone: "(916) 555-0199",
      address: {
        street: "9100 Folsom Boulevard",
        city: "Sacramento",
        region: "CA",
        postalCode: "95826",
        country: "US",
      },
      geo: null,
    };
    expect(feedLotOf(lot)).toEqual({
      id: "east-sacramento",
      name: "Sierra Vista Motors East",
      storeCode: "SVM-EAST",
      ...lot.address,
      phone: "+19165550199",
    });
    expect(feedLotOf({ ...lot, geo: { latitude: 38.55, longitude: -121.37 } }).geo).toEqual({
      latitude: 38.55,
      longitude: -121.37,
    });
  });

  it("gives the dealer an E.164 phone and a location only when known", () => {
    const settings = {
      businessName: "Sierra Vista Motors",
      phone: "(916) 555-0142",
      address: { street: "1 Main", city: "Sacramento", region: "CA", postalCode: "95820", country: "US" },
      geo: null,
    };
    expect(feedDealerOf(settings, "SIERRA")).toEqual({
      name: "Sierra Vista Motors",
      storeCode: "SIERRA",
      ...settings.address,
      phone: "+19165550142",
    });
    expect(feedDealerOf({ ...settings, geo: { latitude: 38.5, longitude: -121.4 } }, "S").geo).toEqual({
      latitude: 38.5,
      longitude: -121.4,
    });
  });
});
