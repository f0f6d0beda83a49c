// Every word of the alert e-mails, in English (email-text.ts reads it; each other language's are in `email-text.<code>.ts`, keyed
// the same). Placeholders are `{name}`.
const texts = {
  confirmSubject: "Confirm your e-mail alerts from {dealer}",
  confirmHeading: "Confirm your e-mail alerts",
  confirmIntro: "Someone (we hope it was you) asked on our website to be told by e-mail about:",
  confirmButton: "Confirm my alerts",
  confirmHow: "To turn the alerts on, open this link and press the button on the page:",
  confirmIgnore: "Did not ask? Do nothing: the request is deleted in 48 hours and we will not write again.",
  watchPriceOne: "Price drops on the {title} (stock {stock})",
  watchPriceMany: "Price drops on {count} cars: {titles}",
  watchSearch: "New arrivals that match your search: {search}",
  everyCar: "every car",
  digestSubjectDrop: "Price drop: {title} is now {price}",
  digestSubjectArrivalsOne: "A new arrival matches your search",
  digestSubjectArrivalsOther: "{count} new arrivals match your search",
  digestSubjectSold: "The {title} has been sold",
  digestSubjectMixed: "News on the cars you follow at {dealer}",
  priceDropsHeading: "Price drops",
  priceWasNow: "Was {old}, now {new}: {saved} less.",
  priceNote:
    "Every price is the total price, as on our website: it includes every fee all buyers pay, such as the documentation fee; taxes, title and registration (government fees) are not included.",
  stockLine: "Stock {stock}",
  seeCar: "See this car",
  arrivalsHeading: "New arrivals: {search}",
  arrivalLine: "{price}, {miles}",
  lotLine: "At {lot}",
  moreArrivalsOne: "and 1 more.",
  moreArrivalsOther: "and {count} more.",
  seeSearch: "See every car of this search",
  soldHeading: "Sold",
  soldLine: "The {title} (stock {stock}) has been sold, so its price alert has ended. Thank you for following it.",
  browse: "Browse our inventory",
  whyConfirm: "You got this e-mail because this address was entered on {site} on {date} to receive alerts.",
  whyDigest:
    "You get this e-mail because you asked on {site} for {kinds} and confirmed. We write at most once a day, only when something changed; alerts end 180 days after you confirmed them, and a price alert when its car is sold.",
  kindsPrice: "price-drop alerts",
  kindsSearch: "new-arrival alerts",
  kindsBoth: "price-drop and new-arrival alerts",
  unsubscribe: "Unsubscribe from every alert",
  unsubscribeText: "To stop every alert and delete your address from them, open: {url}",
  contact: "Questions? Call us at {phone}.",
};

export type EmailTextKey = keyof typeof texts;

export default texts;
