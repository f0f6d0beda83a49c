// A subscription as the sender and the endpoint work with it, once opened (the store keeps its personal part
// sealed: src/lib/alerts/delivery/alert-records.ts). What it watches carries the part of the inventory it was last
// sent for: each watched car's price the shopper was last told, the cars of a search the shopper has seen. The next
// e-mail is what changed since then (compare-inventory.ts).
import type { Locale } from "../i18n/locale";

/** A car a price-drop alert watches, and the price the shopper was last told (fees included). */
export interface WatchedCar {
  stockNumber: string;
  /** "2019 Honda Civic EX", kept for the last note once the car has left the inventory. */
  title: string;
  price: number;
}

export type AlertTarget =
  | { kind: "price-drop"; cars: WatchedCar[] }
  /** `known`: the stock numbers of the search's cars the shopper has seen (on the page, or in an e-mail). */
  | { kind: "new-arrivals"; search: string; known: string[] };

export interface Subscription {
  /** Its name in the store; the same request gives the same id, so a repeated request makes no second one. */
  id: string;
  email: string;
  language: Locale;
  /** ISO time of the request. */
  createdAt: string;
  /** ISO time the shopper pressed the confirm button; absent while unconfirmed. */
  confirmedAt?: string;
  target: AlertTarget;
}
