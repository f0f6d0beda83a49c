// @vitest-environment jsdom
// Each lead form drawn on a Spanish page (the page's language context, no `locale` prop): its labels, hints,
// choices, buttons and consent in Spanish, the language posted with it, and no English word of its own left.
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import { ContactForm } from "../../src/components/leads/contact-form";
import { CreditApplicationForm } from "../../src/components/leads/credit-application-form";
import { PreApprovalForm } from "../../src/components/leads/pre-approval-form";
import { TradeInForm } from "../../src/components/leads/trade-in-form";
import { VehicleInquiryForm, type InquiryVehicle } from "../../src/components/leads/vehicle-inquiry-form";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { site } from "../pages/support-site";

const PHONE = "(916) 555-0142";
const BUSINESS = "Sierra Vista Motors";

const vehicle: InquiryVehicle = {
  vin: "2HGFC2F59KH512345",
  stockNumber: "H24100",
  year: 2019,
  make: "Honda",
  model: "Civic",
  trim: "EX",
  price: 18995,
  path: "/es/vehicles/2019-honda-civic-h24100/",
};

const inSpanish = (ui: React.ReactElement) => render(<LocaleProvider value="es">{ui}</LocaleProvider>);

const formOf = (container: HTMLElement) => container.querySelector("form") as HTMLFormElement;

// English words the forms used to show on Spanish pages; none is Spanish too (a name or "VIN" would be).
const ENGLISH = [
  /\bYour\b/,
  /\bChoose\b/,
  /\boptional\b/,
  /\bSend\b/,
  /\bPhone\b/,
  /\bE-mail\b/,
  /\bLike\b/,
  /\bmonth\b/,
  /\bmessage\b/,
  /\bPrefer\b/,
  /\bprivacy\b/,
  /\bagree\b/,
];

function expectNoEnglish(form: HTMLElement) {
  const options = Array.from(form.querySelectorAll("option"), (option) => option.textContent ?? "").join(" ");
  const text = `${form.textContent ?? ""} ${options}`;
  for (const word of ENGLISH) expect(text).not.toMatch(word);
}

beforeEach(() => {
  vi.mocked(useStaticQuery).mockReturnValue({ siteSettings: site });
});

describe("the lead forms on a Spanish page", () => {
  it("contact: its fields, reply choices, consent and button", () => {
    const { container } = inSpanish(<ContactForm businessName={BUSINESS} phone={PHONE} labelledBy="h" />);
    const form = formOf(container);
    expect(new FormData(form).get("language")).toBe("es");
    expect(new FormData(form).get("returnTo")).toBe("/es/contact/");
    expect(screen.getByRole("textbox", { name: "Su nombre" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Correo electrónico" })).toHaveAccessibleDescription(
      "Un correo electrónico, un número de teléfono, o ambos.",
    );
    expect(screen.getByRole("textbox", { name: "Teléfono" })).toHaveAccessibleDescription(
      "10 dígitos, como (916) 555-0142.",
    );
    const reply = screen.getByRole("radiogroup", { name: "¿Cómo prefiere que le respondamos?" });
    expect(within(reply).getByRole("radio", { name: "Correo electrónico" })).toBeChecked();
    expect(within(reply).getByRole("radio", { name: "Llamada telefónica" })).toBeInTheDocument();
    expect(within(reply).getByRole("radio", { name: "Mensaje de texto" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Su mensaje" })).toBeRequired();
    expect(
      screen.getByRole("checkbox", { name: /^Acepto que Sierra Vista Motors me llame.*\(opcional\)$/ }),
    ).not.toBeChecked();
    expect(screen.getByRole("link", { name: "aviso de privacidad" })).toHaveAttribute("href", "/es/privacy/");
    expect(screen.getByRole("button", { name: "Enviar mensaje" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: PHONE })).toHaveAttribute("href", "tel:+19165550142");
    expect(form).toHaveTextContent("¿Prefiere hablar? Llame al (916) 555-0142.");
    expect(container.querySelector("#contact-form-sent")).toHaveTextContent("¡Gracias! Su mensaje se envió.");
    expect(screen.getByLabelText("Deje este campo vacío")).toHaveAttribute("name", "website");
    expectNoEnglish(container);
  });

  it("pre-approval: its questions, their choices in Spanish, and '(opcional)' on the optional ones", () => {
    const { container } = inSpanish(<PreApprovalForm businessName={BUSINESS} phone={PHONE} labelledBy="h" />);
    expect(new FormData(formOf(container)).get("returnTo")).toBe("/es/financing/");
    expect(screen.getByRole("textbox", { name: "Nombre completo" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Código postal (ZIP)" })).toHaveAccessibleDescription("5 dígitos.");
    const employment = screen.getByRole("combobox", { name: "Situación laboral" });
    expect(within(employment).getByRole("option", { name: "Empleado de tiempo completo" })).toHaveValue("full-time");
    expect(within(employment).getByRole("option", { name: "Elija una opción" })).toHaveValue("");
    const income = screen.getByRole("combobox", { name: "Ingreso mensual" });
    expect(within(income).getByRole("option", { name: "Menos de $2,000 al mes" })).toHaveValue("under-2000");
    const credit = screen.getByRole("combobox", { name: "¿Cómo calificaría su crédito?" });
    expect(within(credit).getByRole("option", { name: "Excelente (720 o más)" })).toHaveValue("excellent");
    expect(screen.getByRole("textbox", { name: "Enganche (opcional)" })).not.toBeRequired();
    expect(screen.getByRole("textbox", { name: "Vehículo que le interesa (opcional)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Solicitar mi preaprobación" })).toBeInTheDocument();
    expectNoEnglish(container);
  });

  it("credit application: who asks for what, both paths, the FCRA consent, and the Spanish form's link", () => {
    const { container } = inSpanish(
      <CreditApplicationForm
        setting={{
          provider: "other",
          providerName: "Acme Lending",
          applicationUrl: { en: "https://apply.acme.example/{stock}", es: "https://apply.acme.example/es/{stock}" },
          prequalificationUrl: { en: "https://apply.acme.example/prequal" },
        }}
        businessName={BUSINESS}
        phone={PHONE}
        labelledBy="h"
        returnTo={vehicle.path}
        vehicle={{ stockNumber: vehicle.stockNumber, vin: vehicle.vin, price: vehicle.price }}
      />,
    );
    const data = new FormData(formOf(container));
    expect(data.get("formType")).toBe("credit-application");
    expect(data.get("stockNumber")).toBe("H24100");
    expect(data.get("vin")).toBe(vehicle.vin);
    expect(data.get("destination")).toBe("application");
    expect(container).toHaveTextContent(/La solicitud está en el sitio seguro de Acme Lending, no en el nuestro\./);
    expect(container).toHaveTextContent(/número de Seguro Social/);
    const paths = screen.getByRole("radiogroup", { name: "¿Qué le gustaría hacer?" });
    expect(within(paths).getByRole("radio", { name: /^Solicite financiamiento/ })).toBeChecked();
    expect(
      within(paths).getByRole("radio", { name: /^Vea su tasa sin afectar su puntaje de crédito/ }),
    ).not.toBeChecked();
    const fcra = screen.getByRole("checkbox", { name: /Ley de Informe Justo de Crédito/ });
    expect(fcra).toHaveAttribute("name", "softPullConsent");
    expect(fcra).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Continuar a Acme Lending" })).toBeInTheDocument();
    // The thank-you a page without JavaScript shows links on to the Spanish form.
    const sent = container.querySelector("#credit-application-form-sent");
    expect(sent).toHaveTextContent("Abrir la solicitud de crédito en Acme Lending");
    expect(sent?.querySelector("a[href='https://apply.acme.example/es/H24100']")).not.toBeNull();
    // Both paths: a shopper who chose the pre-qualification comes back to it too, its instructions before its link.
    const softPull = sent?.querySelector("a[href='https://apply.acme.example/prequal']");
    expect(softPull).toHaveTextContent("Vea su tasa en Acme Lending");
    expect(softPull).toHaveAttribute("hreflang", "en");
    const said = sent?.textContent ?? "";
    expect(said.indexOf("instrucciones por escrito conforme a la Ley de Informe Justo de Crédito")).toBeGreaterThan(
      said.indexOf("Abrir la solicitud de crédito en Acme Lending"),
    );
    expect(said.indexOf("Vea su tasa en Acme Lending")).toBeGreaterThan(
      said.indexOf("instrucciones por escrito conforme a la Ley de Informe Justo de Crédito"),
    );
    expectNoEnglish(container);
  });

  it("pre-approval with a lender platform: its thank-you offers the application, then the pre-qualification", () => {
    const { container } = inSpanish(
      <PreApprovalForm
        businessName={BUSINESS}
        phone={PHONE}
        labelledBy="h"
        creditApplication={{
          provider: "other",
          providerName: "Acme Lending",
          applicationUrl: { en: "https://apply.acme.example/{stock}", es: "https://apply.acme.example/es/{stock}" },
          prequalificationUrl: {
            en: "https://apply.acme.example/prequal",
            es: "https://apply.acme.example/es/prequal",
          },
        }}
      />,
    );
    const sent = container.querySelector("#pre-approval-form-sent")!;
    const links = [...sent.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Abrir la solicitud de crédito en Acme Lending", "https://apply.acme.example/es/"],
      ["Vea su tasa en Acme Lending", "https://apply.acme.example/es/prequal"],
    ]);
    const said = sent.textContent ?? "";
    const fcra = said.indexOf("instrucciones por escrito conforme a la Ley de Informe Justo de Crédito");
    expect(fcra).toBeGreaterThan(said.indexOf("Abrir la solicitud de crédito en Acme Lending"));
    expect(said.indexOf("Vea su tasa en Acme Lending")).toBeGreaterThan(fcra);
    expectNoEnglish(container);
  });

  it("trade-in: the car's questions, the conditions with what they mean, and the payoff", () => {
    const { container } = inSpanish(<TradeInForm businessName={BUSINESS} phone={PHONE} labelledBy="h" />);
    expect(new FormData(formOf(container)).get("returnTo")).toBe("/es/trade-in/");
    expect(screen.getByRole("heading", { name: "Su auto" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Cómo comunicarnos con usted" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Año" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Millaje" })).toHaveAccessibleDescription(
      "Millas completas, como en el odómetro, por ejemplo 82000.",
    );
    expect(screen.getByRole("textbox", { name: "Marca" })).toHaveAccessibleDescription("Por ejemplo, Toyota.");
    expect(screen.getByRole("textbox", { name: "Versión (opcional)" })).not.toBeRequired();
    const condition = screen.getByRole("radiogroup", { name: "Condición" });
    expect(within(condition).getByRole("radio", { name: /^Excelente/ })).toHaveAttribute("value", "excellent");
    expect(condition).toHaveTextContent("Daños graves o problemas mecánicos, o no funciona.");
    const owes = screen.getByRole("radiogroup", { name: "¿Todavía debe dinero del auto?" });
    expect(within(owes).getByRole("radio", { name: "Sí" })).toHaveAttribute("value", "yes");
    expect(screen.getByLabelText("¿Más o menos cuánto debe? (opcional)")).toHaveAttribute("name", "payoffAmount");
    expect(container.querySelector("#trade-in-form-tradeVin-refused")).toHaveTextContent(/^No aceptamos este VIN/);
    expect(screen.getByRole("button", { name: "Saber cuánto vale mi auto" })).toBeInTheDocument();
    expectNoEnglish(container);
  });

  it("vehicle inquiry: the heading, the request choices, the test-drive fields and the car in Spanish numbers", () => {
    const { container } = inSpanish(<VehicleInquiryForm vehicle={vehicle} available />);
    const form = screen.getByRole("form", { name: "Pregunte por este auto o pida una prueba de manejo" });
    expect(new FormData(form as HTMLFormElement).get("language")).toBe("es");
    expect(container).toHaveTextContent(
      "Sobre el 2019 Honda Civic EX (número de inventario H24100, $18,995). Le respondemos en un plazo de un día hábil.",
    );
    const request = screen.getByRole("radiogroup", { name: "¿Qué le gustaría hacer?" });
    expect(within(request).getByRole("radio", { name: "Confirmar disponibilidad" })).toBeChecked();
    expect(within(request).getByRole("radio", { name: "Hacer una pregunta" })).toBeInTheDocument();
    expect(within(request).getByRole("radio", { name: "Pedir una prueba de manejo" })).toBeInTheDocument();
    expect(screen.getByLabelText("Día de la prueba de manejo")).toHaveAttribute("type", "date");
    // The test-drive fields are hidden by CSS until that request is chosen: found by their labels.
    const time = screen.getByLabelText("Horario (opcional)");
    expect(within(time).getByText("A cualquier hora")).toHaveValue("any");
    expect(screen.getByRole("button", { name: "Enviar solicitud" })).toBeInTheDocument();
    expect(container.querySelector("#vehicle-inquiry-form-sent")).toHaveTextContent(
      "¡Gracias! Su solicitud se envió.Nos comunicaremos con usted sobre el 2019 Honda Civic EX en un plazo de un día hábil.",
    );
    expectNoEnglish(container);
  });

  it("a `locale` prop still wins over the page's language", () => {
    inSpanish(<ContactForm businessName={BUSINESS} phone={PHONE} labelledBy="h" locale="en" />);
    expect(screen.getByRole("button", { name: "Send message" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your name" })).toBeInTheDocument();
  });
});
