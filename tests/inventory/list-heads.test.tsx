// @vitest-environment jsdom
// The titles and descriptions of /inventory/ and the vehicle lists: as they were in English, in Spanish on /es/.
import { useStaticQuery } from "gatsby";
import fs from "node:fs";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as inventory from "../../src/templates/inventory";
import * as vehicleList from "../../src/templates/vehicle-list";

const siteSettings = JSON.parse(fs.readFileSync("content/site.json", "utf8"));

beforeEach(() => {
  vi.mocked(useStaticQuery).mockReturnValue({
    siteSettings,
    site: { siteMetadata: { siteUrl: "https://www.sierravista.example" } },
  });
});

function headOf(element: React.ReactElement) {
  const markup = renderToStaticMarkup(element);
  const template = document.createElement("template");
  template.innerHTML = markup;
  return {
    lang: /<html lang="([^"]+)"/.exec(markup)?.[1],
    title: template.content.querySelector("title")?.textContent,
    description: template.content.querySelector('meta[name="description"]')?.getAttribute("content"),
  };
}

type InventoryHeadProps = Parameters<typeof inventory.Head>[0];
type ListHeadProps = Parameters<typeof vehicleList.Head>[0];

const inventoryHead = (pathname: string) =>
  headOf(
    <inventory.Head
      {...({
        location: { pathname },
        data: { vehicles: { nodes: [] } },
        pageContext: { total: 1250 },
      } as unknown as InventoryHeadProps)}
    />,
  );
const listHead = (pathname: string, make: string | undefined, page: number) =>
  headOf(
    <vehicleList.Head
      {...({
        location: { pathname },
        data: { vehicles: { nodes: [] } },
        pageContext: { make, page, pageCount: 3, total: 40 },
      } as unknown as ListHeadProps)}
    />,
  );

const where = `${siteSettings.address.city}, ${siteSettings.address.region}`;

describe("inventory and vehicle list heads", () => {
  it("keep the English titles and descriptions word for word", () => {
    const search = inventoryHead("/inventory/");
    expect(search.lang).toBe("en");
    expect(search.title).toBe("Used cars, trucks and SUVs for sale | Sierra Vista Motors");
    expect(search.description).toBe(
      `Search 1250 quality used vehicles at Sierra Vista Motors in ${where}: filter by make, model, price, mileage and more.`,
    );
    expect(listHead("/vehicles/2/", undefined, 2).title).toBe("Used cars for sale, page 2 | Sierra Vista Motors");
    const honda = listHead("/vehicles/make/honda/", "Honda", 1);
    expect(honda.title).toBe("Used Honda vehicles for sale | Sierra Vista Motors");
    expect(honda.description).toBe(
      `Browse 40 used Honda vehicles for sale at Sierra Vista Motors in ${where}, with prices, photos and payment estimates.`,
    );
  });

  it("say them in Spanish on /es/", () => {
    const search = inventoryHead("/es/inventory/");
    expect(search.lang).toBe("es");
    expect(search.title).toBe("Autos, pickups y SUV usados en venta | Sierra Vista Motors");
    expect(search.description).toBe(
      `Busque entre 1250 vehículos usados de calidad en Sierra Vista Motors, en ${where}: filtre por marca, modelo, precio, millaje y más.`,
    );
    expect(listHead("/es/vehicles/2/", undefined, 2).title).toBe(
      "Autos usados en venta, página 2 | Sierra Vista Motors",
    );
    const honda = listHead("/es/vehicles/make/honda/", "Honda", 1);
    expect(honda.title).toBe("Vehículos Honda usados en venta | Sierra Vista Motors");
    expect(honda.description).toBe(
      `Vea 40 vehículos Honda usados en venta en Sierra Vista Motors, en ${where}, con precios, fotos y pagos estimados.`,
    );
    expect(listHead("/es/vehicles/", undefined, 1).description).toMatch(
      /^Vea 40 autos, pickups y SUV usados de calidad/,
    );
  });
});
