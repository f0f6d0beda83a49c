// What the lead endpoint answers when it refuses or cannot deliver a lead, in English (response-messages.ts reads it; each other language's are in `response-messages.<code>.ts`, keyed
// the same). Placeholders are `{name}`.
const texts = {
  postOnly: "This address only accepts leads sent with POST.",
  bodyType: "Send the form as UTF-8 application/json or application/x-www-form-urlencoded.",
  tooLarge: "The form is too large: send at most {kb} KB.",
  crossSite: "Leads can only be sent from this website's forms.",
  notFields: "Send the form's fields as a JSON object or a URL-encoded form.",
  limitedOne: "Too many messages from your connection. Please try again in {minutes} minute, or call us at {phone}.",
  limitedOther: "Too many messages from your connection. Please try again in {minutes} minutes, or call us at {phone}.",
  notSent: "Your message could not be sent. Please call us at {phone}.",
  unavailable:
    "We could not send your message just now. Nothing was sent, and what you typed is still in the form. Please call us at {phone}.",
  unexpected: "We could not send your message just now. Please call us at {phone}.",
};

export type ResponseMessageKey = keyof typeof texts;

export default texts;
