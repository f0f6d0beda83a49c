import { msg } from "@lingui/core/macro";

/** "2019 Honda Civic EX (stock H24100)": how a text message or an e-mail's subject names the car to the dealer. */
export const vehicleWithStock = (name: string, stockNumber: string) => msg`${name} (stock ${stockNumber})`;
