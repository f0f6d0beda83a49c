// What the privacy page says about leads that wait in the outbox: whether they are encrypted and after how
// many days they are deleted. The build reads both from the lead settings (delivery/config/lead-keeping-of.ts).

export interface LeadKeeping {
  encrypted: boolean;
  maxDays: number;
}
