// @vitest-environment jsdom
// The lead forms in Spanish: the language travels with the post, the page's own notices and status texts are
// Spanish, and an English form posts and says exactly what it did before.
import { render, screen } from "@testing-library/react";
import React from "react";
import { ContactForm } from "../../src/components/leads/contact-form";
import { NoScriptOutcomes, StatusMessage } from "../../src/components/leads/form-status";
import type { LeadFormState } from "../../src/components/leads/use-lead-form";

const PHONE = "(916) 555-0142";
const state = (status: LeadFormState["status"], extra: Partial<LeadFormState> = {}): LeadFormState => ({
  status,
  fieldErrors: {},
  formErrors: [],
  attempt: 1,
  ...extra,
});

describe("a lead form in Spanish", () => {
  it("posts language=es and comes back to the Spanish page", () => {
    const { container } = render(
      <ContactForm businessName="Sierra Vista Motors" phone={PHONE} labelledBy="heading" locale="es" />,
    );
    const form = container.querySelector("form") as HTMLFormElement;
    expect(new FormData(form).get("language")).toBe("es");
    expect(new FormData(form).get("returnTo")).toBe("/es/contact/");
    expect(screen.getByRole("button", { name: "Enviar mensaje" })).toBeInTheDocument();
    expect(form).toHaveTextContent("¿Prefiere hablar? Llame al (916) 555-0142.");
    expect(container.querySelector("#contact-form-sent")).toHaveTextContent("¡Gracias! Su mensaje se envió.");
    expect(screen.getByRole("checkbox", { name: /^Acepto que Sierra Vista Motors me llame/ })).not.toBeChecked();
    expect(screen.getByRole("link", { name: "aviso de privacidad" })).toHaveAttribute("href", "/es/privacy/");
  });

  it("posts no language from an English form, which reads as before", () => {
    const { container } = render(<ContactForm businessName="Sierra Vista Motors" phone={PHONE} labelledBy="heading" />);
    const form = container.querySelector("form") as HTMLFormElement;
    expect(new FormData(form).has("language")).toBe(false);
    expect(new FormData(form).get("returnTo")).toBe("/contact/");
    expect(screen.getByRole("button", { name: "Send message" })).toBeInTheDocument();
    expect(form).toHaveTextContent("Prefer to talk? Call (916) 555-0142.");
    expect(
      screen.getByRole("checkbox", {
        name: "I agree that Sierra Vista Motors may call and text me at the number I gave about my request and about vehicles and offers, including with automated technology. Consent is not a condition of purchase. Message and data rates may apply; reply STOP to stop texts. (optional)",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/privacy/");
  });

  it("shows the no-JavaScript outcomes in Spanish, each with the phone number as a link", () => {
    const { container } = render(
      <NoScriptOutcomes formId="contact-form" phone={PHONE} sentTitle="¡Gracias!" sentText="Ya." locale="es" />,
    );
    expect(container.querySelector("#contact-form-error")).toHaveTextContent(
      "Su mensaje no se envió" +
        "Faltaba algo en el formulario, o algo no estaba en un formato que podamos usar. Revise el formulario de abajo y envíelo de nuevo. " +
        "Con el botón Atrás de su navegador, por lo general, recupera lo que escribió. También puede llamarnos al (916) 555-0142.",
    );
    expect(container.querySelector("#contact-form-limited")).toHaveTextContent("Espere unos minutos, por favor");
    expect(container.querySelector("#contact-form-unavailable")).toHaveTextContent("No pudimos enviar su mensaje");
    expect(screen.getAllByRole("link", { name: PHONE, hidden: true })).toHaveLength(3);
  });

  it.each([
    [state("sending"), "Enviando…"],
    [
      state("invalid", {
        fieldErrors: { email: "x", phone: "y" },
        formErrors: ["El VIN de este vehículo no es válido."],
      }),
      "Su mensaje todavía no se envióCorrija los 2 campos marcados abajo, por favor.El VIN de este vehículo no es válido.Llámenos al (916) 555-0142 para resolverlo.",
    ],
    [state("invalid", { fieldErrors: { email: "x" } }), "Corrija el campo marcado abajo, por favor."],
    [
      state("limited", { message: "Llegaron demasiados mensajes desde su conexión." }),
      "Llegaron demasiados mensajes desde su conexión. Lo que escribió sigue en el formulario. También puede llamarnos al (916) 555-0142.",
    ],
    [state("refused"), "No pudimos aceptar su mensaje. Lo que escribió sigue en el formulario."],
    [
      state("unavailable"),
      "No pudimos enviar su mensajeNuestro sistema no está recibiendo mensajes en este momento. Lo que escribió sigue en el formulario: inténtelo de nuevo en unos minutos, o llámenos al (916) 555-0142.",
    ],
    [state("network"), "revise su conexión e inténtelo de nuevo, o llámenos al (916) 555-0142."],
  ])("says %j in Spanish", (formState, text) => {
    const { container } = render(<StatusMessage state={formState} phone={PHONE} locale="es" />);
    expect(container).toHaveTextContent(text);
  });

  it("keeps the English status texts word for word", () => {
    const { container } = render(
      <StatusMessage state={state("invalid", { fieldErrors: { email: "x", phone: "y" } })} phone={PHONE} />,
    );
    expect(container).toHaveTextContent("Your message was not sent yetPlease correct the 2 fields marked below.");
    const network = render(<StatusMessage state={state("network")} phone={PHONE} />);
    expect(network.container).toHaveTextContent(
      "We could not reach our serverYour message may not have been sent. What you typed is still in the form: check your connection and try again, or call us at (916) 555-0142.",
    );
  });
});
