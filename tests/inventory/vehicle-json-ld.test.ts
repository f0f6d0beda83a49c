import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { vehicleJsonLd } from "../../src/lib/inventory/vehicle-json-ld";
import { jsonLdScriptContent } from "../../src/lib/seo/json-ld";
import { vehiclePath } from "../../src/lib/paths";

const site = {
  businessName: "Sierra Vista Motors",
  phone: "(916) 555-0142",
  email: "sales@example.com",
  address: { street: "4820 Fruitridge Road", city: "Sacramento", region: "CA", postalCode: "95820", country: "US" },
};

// The description in the page's language, as vehicleHeadOf gives it (localizedField).
const vehicle = {
  ...makeVehicle({ drivetrain: "AWD", status: "pending" }),
  description: makeVehicle().description.en,
  path: vehiclePath(makeVehicle()),
};

describe("vehicleJsonLd", () => {
  const data = vehicleJsonLd({
    vehicle,
    site,
    siteUrl: "https://dealer.example/",
    images: ["/static/a/b/photo.jpg", "https://cdn.example/x.jpg"],
  });

  it("describes the car with the schema.org vehicle properties", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "2020 Honda Accord Sport",
      vehicleIdentificationNumber: vehicle.vin,
      brand: { "@type": "Brand", name: "Honda" },
      model: "Accord",
      vehicleConfiguration: "Sport",
      vehicleModelDate: "2020",
      bodyType: "Sedan",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 42150, unitCode: "SMI" },
      driveWheelConfiguration: "https://schema.org/AllWheelDriveConfiguration",
      fuelType: "Gasoline",
      vehicleTransmission: "CVT",
      color: "Platinum White Pearl",
      vehicleInteriorColor: "Black Cloth",
      itemCondition: "https://schema.org/UsedCondition",
      url: `https://dealer.example${vehicle.path}`,
    });
    expect(data.image).toEqual(["https://dealer.example/static/a/b/photo.jpg", "https://cdn.example/x.jpg"]);
  });

  it("offers it at its price, with availability following the status, sold by the dealer", () => {
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: 21995,
      priceCurrency: "USD",
      availability: "https://schema.org/LimitedAvailability",
      itemCondition: "https://schema.org/UsedCondition",
      seller: {
        "@type": "AutoDealer",
        name: site.businessName,
        telephone: "+19165550142",
        url: "https://dealer.example/",
        address: { "@type": "PostalAddress", addressLocality: "Sacramento" },
      },
    });
    const availability = (status: "available" | "sold") =>
      (
        vehicleJsonLd({ vehicle: { ...vehicle, status }, site, siteUrl: "https://d.example", images: [] }).offers as {
          availability: string;
        }
      ).availability;
    expect(availability("available")).toBe("https://schema.org/InStock");
    expect(availability("sold")).toBe("https://schema.org/SoldOut");
  });

  it("leaves out an empty trim", () => {
    expect(
      vehicleJsonLd({ vehicle: { ...vehicle, trim: "" }, site, siteUrl: "https://d.example", images: [] }),
    ).not.toHaveProperty("vehicleConfiguration");
  });

  it("cannot be broken out of its script tag by content", () => {
    const text = jsonLdScriptContent({ description: "</script><script>alert(1)</script>" });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text).description).toBe("</script><script>alert(1)</script>");
  });
});
