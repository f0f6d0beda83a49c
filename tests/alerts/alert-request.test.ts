// A subscribe request's fields: every refusal the endpoint answers with 422, next to the field it is about, in the
// request's language; and what a good request becomes (its cars from the build's inventory, never from the post).
import { checkAlertRequest, stockNumbersOf } from "../../src/lib/alerts/alert-request";
import { INVENTORY } from "./support/alert-fixtures";

const priceDrop = { email: "shopper@example.com", kind: "price-drop", vehicle: "H24100", consent: "yes" };
const newArrivals = { email: "shopper@example.com", kind: "new-arrivals", search: "make=Honda", consent: "yes" };

const errorsOf = (fields: Record<string, unknown>, referer?: string) => {
  const checked = checkAlertRequest(fields, INVENTORY, referer);
  return checked.ok ? {} : checked.errors;
};

describe("checkAlertRequest", () => {
  it("takes a price-drop request with the car's fee-inclusive price from the inventory", () => {
    expect(checkAlertRequest({ ...priceDrop, vehicle: "h24100" }, INVENTORY)).toEqual({
      ok: true,
      request: {
        email: "shopper@example.com",
        language: "en",
        target: { kind: "price-drop", cars: [{ stockNumber: "H24100", title: "2019 Honda Civic EX", price: 18_995 }] },
      },
    });
  });

  it("takes a new-arrivals request in one spelling, knowing the cars the shopper saw", () => {
    const checked = checkAlertRequest(
      { ...newArrivals, search: "?sort=price-asc&make=Honda", language: "es" },
      INVENTORY,
    );
    expect(checked).toEqual({
      ok: true,
      request: {
        email: "shopper@example.com",
        language: "es",
        target: { kind: "new-arrivals", search: "make=Honda", known: ["H24100", "H24200"] },
      },
    });
  });

  it("reads the search page's address when a plain form carries no search", () => {
    const { search: _search, ...noSearch } = newArrivals;
    const checked = checkAlertRequest(noSearch, INVENTORY, "body=SUV");
    expect(checked.ok && checked.request.target).toMatchObject({ search: "body=SUV" });
  });

  it("refuses a bad or missing e-mail address", () => {
    expect(errorsOf({ ...priceDrop, email: "not-an-address" })).toEqual({
      email: "Enter an e-mail address like name@example.com.",
    });
    expect(errorsOf({ ...priceDrop, email: undefined })).toEqual({ email: "Enter your e-mail address." });
  });

  it("refuses an unknown stock number, a sold car, no car and too many", () => {
    expect(errorsOf({ ...priceDrop, vehicle: "ZZ999" }).vehicle).toMatch(/no car with stock number ZZ999/);
    expect(errorsOf({ ...priceDrop, vehicle: "F24121" }).vehicle).toBe(
      "The 2017 Ford F-150 XLT (stock F24121) has been sold, so its price will not drop. Our inventory has similar cars.",
    );
    expect(errorsOf({ ...priceDrop, vehicle: undefined }).vehicle).toBe("Choose a car to watch.");
    const many = Array.from({ length: 25 }, (_, index) => `H${24100 + index}`);
    expect(errorsOf({ ...priceDrop, vehicle: many }).vehicle).toMatch(/at most 24 cars/);
  });

  it("takes a pending car (a deal may fall through) and several cars at once", () => {
    expect(errorsOf({ ...priceDrop, vehicle: ["H24100", "F24177", "T24205"] })).toEqual({});
  });

  it("refuses a search that cannot match anything", () => {
    expect(errorsOf({ ...newArrivals, search: "body=Spaceship" }).search).toMatch(/no car on our site can have/);
    expect(errorsOf({ ...newArrivals, search: "priceMin=30000&priceMax=5000" }).search).toMatch(/lowest price or year/);
    expect(errorsOf({ ...newArrivals, search: "yearMax=old" }).search).toMatch(/not a whole number/);
  });

  it("refuses a request without consent, of an unknown kind, or in an unknown language", () => {
    expect(errorsOf({ ...priceDrop, consent: undefined })).toEqual({
      consent: "Tick the box to agree to receive these e-mails.",
    });
    expect(errorsOf({ ...priceDrop, consent: "no" })).toHaveProperty("consent");
    expect(errorsOf({ ...priceDrop, kind: "everything" })).toEqual({
      kind: 'Send the kind of alert as "price-drop" or "new-arrivals".',
    });
    expect(errorsOf({ ...priceDrop, language: "fr" })).toEqual({
      language: expect.stringMatching(/^Send the language as one of the site's language codes: "en", /),
    });
  });

  it("says each refusal in the request's language", () => {
    expect(errorsOf({ ...priceDrop, language: "es", email: "x", vehicle: "F24121", consent: undefined })).toEqual({
      email: "Escriba un correo electrónico como nombre@ejemplo.com.",
      vehicle:
        "El 2017 Ford F-150 XLT (inventario F24121) ya se vendió, así que su precio no bajará. En nuestro inventario hay vehículos parecidos.",
      consent: "Marque la casilla para aceptar recibir estos correos.",
    });
  });
});

describe("stockNumbersOf", () => {
  it("reads one field, a repeated one, or a list in one field, each once", () => {
    expect(stockNumbersOf("h24100")).toEqual(["H24100"]);
    expect(stockNumbersOf(["H24100", "T24205", "H24100"])).toEqual(["H24100", "T24205"]);
    expect(stockNumbersOf("H24100, T24205")).toEqual(["H24100", "T24205"]);
    expect(stockNumbersOf(undefined)).toEqual([]);
  });
});
