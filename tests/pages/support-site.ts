// The shipped site settings and testimonials, typed, for component tests.
import siteJson from "../../content/site.json";
import testimonialsJson from "../../content/testimonials.json";
import type { SiteSettings } from "../../src/lib/content/site-settings-schema";
import type { Testimonial } from "../../src/lib/content/testimonial-schema";

export const site = siteJson as SiteSettings;
export const testimonials = testimonialsJson as Testimonial[];
