// The e-mails as sent: plain text and HTML, in the subscriber's language, naming the dealer, its postal address and
// why the e-mail came, with a visible link to the unsubscribe page; every text escaped in the HTML.
import { digestEmail } from "../../src/lib/alerts/email/digest-email";
import { confirmationEmail } from "../../src/lib/alerts/email/confirmation-email";
import type { EmailContext } from "../../src/lib/alerts/email/email-parts";
import type { Digest } from "../../src/lib/alerts/alert-digest";
import { BADGES, CIVIC, CRV, DEALER, car } from "./support/alert-fixtures";

const context = (language: "en" | "es"): EmailContext => ({
  dealer: DEALER,
  badges: BADGES,
  siteUrl: "https://www.sierravistamotors.example",
  language,
  unsubscribePage: `https://www.sierravistamotors.example${language === "es" ? "/es" : ""}/alerts/unsubscribe/?token=u1.t.m`,
});

const digest = (overrides: Partial<Digest> = {}): Digest => ({
  email: "shopper@example.com",
  language: "en",
  priceDrops: [{ car: { ...CIVIC, price: 17_995 }, oldPrice: 18_995, newPrice: 17_995 }],
  searches: [],
  sold: [],
  kinds: ["price-drop"],
  ...overrides,
});

describe("the alert e-mail", () => {
  it("says the old and new fee-inclusive prices, with the car's photo and link, and why it came", () => {
    const email = digestEmail(context("en"), digest());
    expect(email.subject).toBe("Price drop: 2019 Honda Civic EX is now $17,995");
    expect(email.text).toContain("Was $18,995, now $17,995: $1,000 less.");
    expect(email.text).toContain(
      "Every price is the total price, as on our website: it includes every fee all buyers pay, such as the " +
        "documentation fee; taxes, title and registration (government fees) are not included.",
    );
    expect(email.text).toContain("https://www.sierravistamotors.example/vehicles/2019-honda-civic-h24100/");
    expect(email.text).toMatch(
      /You get this e-mail because you asked on www\.sierravistamotors\.example for price-drop alerts/,
    );
    expect(email.text).toContain("Sierra Vista Motors, 4820 Fruitridge Road, Sacramento, CA 95820");
    expect(email.text).toContain("https://www.sierravistamotors.example/alerts/unsubscribe/?token=u1.t.m");
    expect(email.html).toContain('<img src="https://www.sierravistamotors.example/static/abc/civic.jpg"');
    expect(email.html).toContain('alt="2019 Honda Civic EX"');
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain(">Unsubscribe from every alert</a>");
  });

  it("lists at most six new arrivals, newest first, and links to the search, in Spanish for a Spanish subscriber", () => {
    const arrivals = Array.from({ length: 8 }, (_, index) =>
      car({
        stockNumber: `S${24500 + index}`,
        make: "Honda",
        model: "HR-V",
        trim: "LX",
        bodyStyle: "SUV",
        mileage: 30_000,
      }),
    );
    const email = digestEmail(
      context("es"),
      digest({
        language: "es",
        priceDrops: [],
        kinds: ["new-arrivals"],
        searches: [{ search: "body=SUV&priceMax=30000", arrivals }],
      }),
    );
    expect(email.subject).toBe("Llegaron 8 autos que coinciden con su búsqueda");
    expect(email.text).toContain("RECIÉN LLEGADOS: SUV · HASTA $30,000");
    expect(email.text.match(/^- /gm)).toHaveLength(6);
    expect(email.text).toContain("y 2 más.");
    expect(email.text).toContain("30,000 millas");
    expect(email.text).toContain("https://www.sierravistamotors.example/es/inventory/?body=SUV&priceMax=30000");
    expect(email.text).toContain("/es/vehicles/");
    expect(email.html).toContain('<html lang="es">');
    expect(email.text).toMatch(
      /Recibe este correo porque pidió en www\.sierravistamotors\.example alertas de autos recién llegados/,
    );
  });

  it("sends a last note for a sold car", () => {
    const email = digestEmail(
      context("en"),
      digest({ priceDrops: [], sold: [{ stockNumber: "H24100", title: "2019 Honda Civic EX", price: 18_995 }] }),
    );
    expect(email.subject).toBe("The 2019 Honda Civic EX has been sold");
    expect(email.text).toContain("The 2019 Honda Civic EX (stock H24100) has been sold, so its price alert has ended.");
  });

  it("names everything in one subject when several kinds of news come together", () => {
    const email = digestEmail(
      context("en"),
      digest({ kinds: ["price-drop", "new-arrivals"], searches: [{ search: "", arrivals: [CRV] }] }),
    );
    expect(email.subject).toBe("News on the cars you follow at Sierra Vista Motors");
    expect(email.text).toContain("NEW ARRIVALS: EVERY CAR");
  });

  it("escapes every text in the HTML", () => {
    const hostile = { ...CIVIC, make: 'Honda<script>alert("x")</script>', price: 1 };
    const email = digestEmail(context("en"), digest({ priceDrops: [{ car: hostile, oldPrice: 2, newPrice: 1 }] }));
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("Honda&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });
});

describe("the confirmation e-mail", () => {
  it("lists what was asked for and links to the confirm page, whose button confirms", () => {
    const email = confirmationEmail(context("es"), {
      targets: [
        { kind: "price-drop", cars: [{ stockNumber: "H24100", title: "2019 Honda Civic EX", price: 18_995 }] },
        { kind: "new-arrivals", search: "body=SUV", known: [] },
      ],
      confirmPath: "/es/alerts/confirm/?token=c1.t.1.m",
      requestedAt: new Date("2026-11-23T10:00:00Z"),
    });
    expect(email.subject).toBe("Confirme sus alertas por correo de Sierra Vista Motors");
    expect(email.text).toContain("- Bajas de precio del 2019 Honda Civic EX (inventario H24100)");
    expect(email.text).toContain("- Autos recién llegados que coinciden con su búsqueda: SUV");
    expect(email.text).toContain("https://www.sierravistamotors.example/es/alerts/confirm/?token=c1.t.1.m");
    expect(email.text).toContain("el 23 de noviembre de 2026");
    expect(email.html).toContain(">Confirmar mis alertas</a>");
  });
});
