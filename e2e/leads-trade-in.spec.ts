// The trade-in form end to end: from a vehicle page's "Value your trade" link to the outbox, with and
// without JavaScript, with both vehicles in the ADF; a VIN with a wrong check digit refused next to its
// field; the whole form by keyboard.
import { expect, test, type Page } from "@playwright/test";
import { withVinCheckDigit } from "../src/lib/content/vin";
import { waitForGatsbyApp, waitForLeadForm } from "./support/hydration";
import { listedVehicles } from "./support/inventory-content";
import { countSavedLeads, findSavedLead, uniqueClientIp, uniqueMarker } from "./support/lead-outbox";

const car = listedVehicles().sort((a, b) => a.stockNumber.localeCompare(b.stockNumber))[0];
const carTitle = [car.year, car.make, car.model, car.trim].filter(Boolean).join(" ");
const VIN = withVinCheckDigit("4T1BF1FK5EU000123");
const BAD_VIN = `${VIN.slice(0, 8)}${VIN[8] === "1" ? "2" : "1"}${VIN.slice(9)}`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
});

/** From the vehicle's page to the trade-in form by its "Value your trade" link. */
async function openFromVehicle(page: Page) {
  await page.goto(car.path);
  await page.getByRole("link", { name: "Value your trade", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/trade-in/\\?stock=${car.stockNumber}$`));
  return page.getByRole("form", { name: "Tell us about your car" });
}

async function fillTradeIn(page: Page, marker: string, vin = VIN) {
  const form = page.getByRole("form", { name: "Tell us about your car" });
  await form.getByLabel("Year").selectOption("2014");
  await form.getByLabel("Mileage").fill("112,400");
  await form.getByLabel("Make").fill("Toyota");
  await form.getByLabel("Model", { exact: true }).fill("Camry");
  await form.getByLabel("VIN").fill(vin);
  await form.getByRole("radio", { name: /^Good/ }).check();
  await form.getByRole("radio", { name: "Yes", exact: true }).check();
  await form.getByLabel("Roughly how much do you owe?").fill("8500");
  await form.getByLabel("Anything else about the car?").fill(`Two keys ${marker}`);
  await form.getByLabel("Your name").fill("Aisha Thompson");
  await form.getByRole("textbox", { name: "E-mail" }).fill("aisha@example.com");
  return form;
}

/** The saved ADF parses as XML in the browser, and names both vehicles. */
async function expectBothVehicles(page: Page, adf: string) {
  const vehicles = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0) return "not well-formed";
    return Array.from(doc.querySelectorAll("prospect > vehicle"), (vehicle) => ({
      interest: vehicle.getAttribute("interest"),
      stock: vehicle.querySelector("stock")?.textContent ?? null,
      make: vehicle.querySelector("make")?.textContent,
      vin: vehicle.querySelector("vin")?.textContent,
      odometer: vehicle.querySelector("odometer")?.textContent ?? null,
      // No <finance>: the ADF 1.0 DTD's needs the loan amount, which the form does not ask.
      finance: vehicle.querySelector("finance") !== null,
      comments: vehicle.querySelector("comments")?.textContent,
    }));
  }, adf);
  const [toward, owed] = [
    "The car the trade-in is toward",
    "Money is still owed on it: about $8,500, as estimated by the owner",
  ];
  expect(vehicles).toEqual([
    {
      interest: "buy",
      stock: car.stockNumber,
      make: car.make,
      vin: car.vin,
      odometer: null,
      finance: false,
      comments: toward,
    },
    { interest: "trade-in", stock: null, make: "Toyota", vin: VIN, odometer: "112400", finance: false, comments: owed },
  ]);
}

test("the menu links the trade-in page and marks it current there; the centered header's tabs do too", async ({
  page,
}) => {
  await page.goto("/trade-in/");
  await waitForGatsbyApp(page);
  const variant = await page.locator("header[data-header-variant]").getAttribute("data-header-variant");
  // At 1280 px five links do not fit the one-row inline nav, so only the centered header shows Trade-in there.
  const inline = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await expect(inline.locator('a[aria-current="page"]')).toHaveText(variant === "centered" ? ["Trade-in"] : []);
  // At a phone's width every header has the menu, which links it and marks it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const menu = page.getByRole("dialog", { name: "Site menu" }).getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Trade-in" })).toHaveAttribute("aria-current", "page");
});

test.describe("with JavaScript", () => {
  test("a trade-in from a vehicle page reaches the outbox with both vehicles", async ({ page }) => {
    const marker = uniqueMarker("tradein-js");
    const form = await openFromVehicle(page);
    await waitForLeadForm(form);
    await expect(page.getByText(`Trading toward: ${carTitle}`)).toBeVisible();
    await fillTradeIn(page, marker);
    await form.getByRole("button", { name: "Get my trade-in value" }).click();
    await expect(page.getByRole("heading", { name: "Thank you! Your trade-in details were sent." })).toBeVisible();
    const lead = await findSavedLead(marker);
    expect(lead?.formType).toBe("trade-in");
    expect(lead?.subject).toContain(`(stock ${car.stockNumber})`);
    await expectBothVehicles(page, lead?.adf ?? "");
  });

  test("a VIN with a wrong check digit is refused next to the VIN field, keeping what was typed", async ({ page }) => {
    const marker = uniqueMarker("tradein-js-vin");
    await page.goto("/trade-in/");
    const form = page.getByRole("form", { name: "Tell us about your car" });
    await waitForLeadForm(form);
    await fillTradeIn(page, marker, BAD_VIN);
    await form.getByRole("button", { name: "Get my trade-in value" }).click();
    const vin = form.getByLabel("VIN");
    await expect(vin).toBeFocused();
    await expect(vin).toHaveAttribute("aria-invalid", "true");
    await expect(vin).toHaveAccessibleDescription(/check digit/);
    await expect(vin).toHaveValue(BAD_VIN);
    expect(countSavedLeads(marker)).toBe(0);
  });

  test("the amount owed shows, and is needed, only once Yes is picked", async ({ page }) => {
    await page.goto("/trade-in/");
    const form = page.getByRole("form", { name: "Tell us about your car" });
    await waitForLeadForm(form);
    const amount = form.getByLabel(/Roughly how much do you owe/);
    await expect(amount).toBeHidden();
    await form.getByRole("radio", { name: "Yes", exact: true }).check();
    await expect(amount).toBeVisible();
    await form.getByRole("button", { name: "Get my trade-in value" }).click();
    await expect(amount).toHaveAccessibleDescription(/how much you still owe/);
    await form.getByRole("radio", { name: "No", exact: true }).check();
    await expect(amount).toBeHidden();
  });

  test("the whole form works from the keyboard", async ({ page }) => {
    const marker = uniqueMarker("tradein-keys");
    await page.goto(car.path);
    await page.getByRole("link", { name: "Value your trade", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/trade-in\/\?stock=/);
    const form = page.getByRole("form", { name: "Tell us about your car" });
    await waitForLeadForm(form);
    await expect(page.getByText(`Trading toward: ${carTitle}`)).toBeVisible();
    await form.getByLabel("Year").focus();
    const type = async (text: string) => {
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    };
    await page.keyboard.type("2014");
    await page.keyboard.press("Tab");
    await type("82000"); // mileage
    await type("Honda"); // make
    await type("Accord"); // model
    await type("EX"); // trim
    await page.keyboard.press("Tab"); // past the optional VIN, into the condition choices
    await page.keyboard.press("ArrowDown"); // Excellent -> Good
    await expect(form.getByRole("radio", { name: /^Good/ })).toBeChecked();
    await page.keyboard.press("Tab"); // to "Do you still owe money on it?"
    await page.keyboard.press("ArrowRight"); // Yes -> No
    await expect(form.getByRole("radio", { name: "No", exact: true })).toBeChecked();
    await page.keyboard.press("Tab");
    await type(`Keys ${marker}`); // notes
    await type("Sam Lee"); // name
    await type("sam@example.com"); // e-mail
    await page.keyboard.press("Tab"); // past the phone
    await expect(form.getByRole("checkbox")).toBeFocused();
    await page.keyboard.press("Tab"); // the privacy notice link in the consent box
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Get my trade-in value" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Thank you! Your trade-in details were sent." })).toBeVisible();
    const lead = await findSavedLead(marker);
    expect(lead?.adf).toContain("<condition>good</condition>");
    expect(lead?.adf).toContain(`<stock>${car.stockNumber}</stock>`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain post from a vehicle page's link reaches the outbox with both vehicles", async ({ page }) => {
    const marker = uniqueMarker("tradein-nojs");
    const form = await openFromVehicle(page);
    await fillTradeIn(page, marker);
    await form.getByRole("button", { name: "Get my trade-in value" }).click();
    await expect(page).toHaveURL(/\/trade-in\/\?lead=sent#trade-in-form-sent$/);
    await expect(page.getByRole("heading", { name: "Thank you! Your trade-in details were sent." })).toBeVisible();
    const lead = await findSavedLead(marker);
    expect(lead?.formType).toBe("trade-in");
    await expectBothVehicles(page, lead?.adf ?? "");
  });

  test("the server refuses a wrong VIN check digit with a message next to the VIN field", async ({ page }) => {
    const marker = uniqueMarker("tradein-nojs-vin");
    await openFromVehicle(page);
    const form = await fillTradeIn(page, marker, BAD_VIN);
    await form.getByRole("button", { name: "Get my trade-in value" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/trade-in/\\?lead=error&stock=${car.stockNumber}#trade-in-form-tradeVin-refused$`),
    );
    const notice = page.getByText(/This VIN was not accepted/);
    await expect(notice).toBeVisible();
    // Next to the field: inside the VIN field's own description, just under the input.
    await expect(page.getByLabel("VIN")).toHaveAccessibleDescription(/This VIN was not accepted/);
    await expect(page.getByRole("heading", { name: "Your message was not sent" })).toBeVisible();
    expect(countSavedLeads(marker)).toBe(0);
  });
});
