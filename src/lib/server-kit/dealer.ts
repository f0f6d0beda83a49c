// Who the dealer is, as the server's e-mails and the leads' ADF name it: the business, its phone, e-mail and postal
// address (content/site.json, compiled into each function by the build, which validated it).
export interface DealerInfo {
  businessName: string;
  phone: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
}
