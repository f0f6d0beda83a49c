// Which social networks the footer links to: the social block flag and each network's own flag.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SiteSettings } from "../content/site-settings-schema";

export type SocialNetwork = "facebook" | "instagram" | "twitter";

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name, e.g. "Sierra Vista Motors on Facebook (opens in a new tab)". */
  label: MessageDescriptor;
  url: string;
}

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "X (Twitter)",
};

const socialLabel = (business: string, networkName: string): MessageDescriptor =>
  msg`${business} on ${networkName} (opens in a new tab)`;

const ORDER: readonly SocialNetwork[] = ["facebook", "instagram", "twitter"];

export function socialLinks(site: Pick<SiteSettings, "businessName" | "flags" | "social">): SocialLink[] {
  if (!site.flags.socialBlock) return [];
  return ORDER.filter((network) => site.flags[network]).map((network) => ({
    network,
    label: socialLabel(site.businessName, NETWORK_NAMES[network]),
    url: site.social[network],
  }));
}
