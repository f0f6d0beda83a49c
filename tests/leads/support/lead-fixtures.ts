// Valid lead bodies for each form, as the forms post them (every value a string).
import { makeVehicle } from "../../../src/lib/content/make-vehicle";
import type { DealerInfo } from "../../../src/lib/server-kit/dealer";
import { parseLead, type Lead } from "../../../src/lib/leads/lead-schema";
import { createLeadInventory, type LeadVehicleFacts } from "../../../src/lib/leads/lead-vehicle";

export const TODAY = "2026-11-21";
export const NOW = new Date(`${TODAY}T18:30:00Z`);

/** A day relative to the real clock, for tests that go through the running endpoint. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const vehicle = makeVehicle({
  year: 2019,
  make: "Honda",
  model: "Civic",
  trim: "EX",
  stockNumber: "H24100",
  price: 18_995,
});

/** The fixture vehicle as the build's inventory has it. */
export const vehicleFacts: LeadVehicleFacts = {
  stockNumber: vehicle.stockNumber,
  vin: vehicle.vin,
  year: vehicle.year,
  make: vehicle.make,
  model: vehicle.model,
  trim: vehicle.trim,
  price: vehicle.price,
  status: vehicle.status,
};

/** An inventory holding the fixture vehicle, standing in for the build's (src/lib/leads/delivery/request/build-inventory.ts). */
export const testInventory = () => createLeadInventory([vehicleFacts]);

export const dealer: DealerInfo = {
  businessName: "Sierra Vista Motors",
  phone: "(916) 555-0142",
  email: "sales@sierravistamotors.example",
  address: { street: "4820 Fruitridge Road", city: "Sacramento", region: "CA", postalCode: "95820", country: "US" },
};

const vehicleFields = {
  vin: vehicle.vin,
  stockNumber: vehicle.stockNumber,
  year: String(vehicle.year),
  make: vehicle.make,
  model: vehicle.model,
  trim: vehicle.trim,
  price: String(vehicle.price),
};

export const contactBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  formType: "contact",
  returnTo: "/contact/",
  name: "Maria Gonzalez",
  email: "maria@example.com",
  phone: "",
  preferredContact: "email",
  message: "Do you have any small SUVs under $15,000?",
  consent: "yes",
  website: "",
  ...overrides,
});

export const inquiryBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  formType: "inquiry",
  returnTo: "/vehicles/2019-honda-civic-h24100/",
  name: "Kevin Nguyen",
  email: "kevin@example.com",
  phone: "916-555-0199",
  message: "Is the timing belt done? Any accidents?",
  preferredDate: "",
  preferredTime: "any",
  website: "",
  ...vehicleFields,
  ...overrides,
});

export const testDriveBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...inquiryBody(),
  formType: "test-drive",
  message: "",
  preferredDate: "2026-11-25",
  preferredTime: "afternoon",
  consent: "yes",
  ...overrides,
});

/** "Confirm availability" as the vehicle page's form sends it by default for a car on sale: no message. */
export const availabilityBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...inquiryBody(),
  formType: "availability",
  message: "",
  ...overrides,
});

export const preApprovalBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  formType: "pre-approval",
  returnTo: "/financing/",
  name: "Darnell Washington",
  email: "darnell@example.com",
  phone: "(916) 555-0123",
  postalCode: "95823",
  employmentStatus: "full-time",
  monthlyIncome: "4000-5999",
  creditRange: "fair",
  downPayment: "2,500",
  vehicleOfInterest: "A pickup truck",
  message: "",
  website: "",
  ...overrides,
});

/** The way to the lender platform's credit application, as the form posts it from the fixture vehicle's page. */
export const creditApplicationBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  formType: "credit-application",
  returnTo: "/vehicles/2019-honda-civic-h24100/",
  name: "Rosa Delgado",
  email: "rosa@example.com",
  phone: "",
  stockNumber: vehicle.stockNumber,
  vin: vehicle.vin,
  destination: "application",
  website: "",
  ...overrides,
});

/** A trade-in as the form posts it from the fixture vehicle's page (`/trade-in/?stock=H24100`). */
export const tradeInBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  formType: "trade-in",
  returnTo: "/trade-in/",
  stockNumber: vehicle.stockNumber,
  tradeYear: "2014",
  tradeMake: "Toyota",
  tradeModel: "Camry",
  tradeTrim: "LE",
  tradeMileage: "112,400",
  tradeVin: "",
  tradeCondition: "good",
  owesMoney: "no",
  payoffAmount: "",
  name: "Aisha Thompson",
  email: "aisha@example.com",
  phone: "",
  message: "",
  website: "",
  ...overrides,
});

/** A fixture body parsed as the endpoint parses it; a fixture the schema refuses is a broken test. */
export function parsedLead(body: Record<string, unknown>): Lead {
  const parsed = parseLead(body, TODAY);
  if (!parsed.ok) throw new Error(`fixture invalid: ${JSON.stringify(parsed.errors)}`);
  return parsed.lead;
}
