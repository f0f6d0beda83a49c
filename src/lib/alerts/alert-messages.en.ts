// What the alert endpoint says, next to a refused field and as its answers, in English (alert-messages.ts reads it; each other language's are in `alert-messages.<code>.ts`, keyed
// the same). Placeholders are `{name}`.
// The limits a message states are placeholders too (`{vehiclesMax}`), filled by alert-messages.ts.
const texts = {
  kindInvalid: 'Send the kind of alert as "price-drop" or "new-arrivals".',
  vehicleMissing: "Choose a car to watch.",
  vehicleTooMany: "Choose at most {vehiclesMax} cars for one alert.",
  vehicleUnknown:
    "We have no car with stock number {stock}: it has left our inventory. Reload the page to see what is for sale.",
  vehicleSold: "The {title} (stock {stock}) has been sold, so its price will not drop. Our inventory has similar cars.",
  searchTooLong: "This search is too long to save (more than {searchMax} characters): remove a few filters.",
  searchUnknownValue:
    "This search asks for something no car on our site can have. Choose the filters again on the inventory page.",
  searchNotANumber:
    "A price, year or mileage in this search is not a whole number. Choose the filters again on the inventory page.",
  searchEmptyRange:
    "No car can match this search: its lowest price or year is above its highest. Change the range and try again.",
  consentMissing: "Tick the box to agree to receive these e-mails.",
  postOnly: "This address only accepts alert requests sent with POST.",
  bodyType: "Send the form as UTF-8 application/json or application/x-www-form-urlencoded.",
  tooLarge: "The form is too large: send at most {kb} KB.",
  crossSite: "Alerts can only be asked for from this website's pages.",
  notFields: "Send the form's fields as a JSON object or a URL-encoded form.",
  sent: "Check your e-mail: we sent you a link to confirm the alert. Nothing more is sent until you confirm.",
  limitedOne: "Too many requests from your connection. Please try again in {minutes} minute.",
  limitedOther: "Too many requests from your connection. Please try again in {minutes} minutes.",
  busy: "We are taking too many alert requests just now. Please try again in {minutes} minutes.",
  off: "E-mail alerts are not offered on this website.",
  unavailable:
    "We could not save your alert just now. Nothing was saved; please try again later, or call us at {phone}.",
  tokenMissing: "This link is not complete. Open it again from the e-mail, or copy its whole address.",
  confirmed: "Your alerts are on. We will e-mail you at most once a day, and only when there is something new.",
  expired: "This link has expired (after 48 hours) or its alerts were removed. Ask for the alert again on our website.",
  unsubscribed: "You are unsubscribed: your alerts are deleted and we will not e-mail you about them again.",
};

export type AlertMessageKey = keyof typeof texts;

export default texts;
