import fs from "node:fs";
import { formatIssues } from "../../src/lib/content/format-issues";
import { daysBetween, staleReviewNote, staleReviews, staleReviewWarnings } from "../../src/lib/content/review-age";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8"));
const group = JSON.parse(fs.readFileSync("examples/dealer-group/site.json", "utf8"));

const google = {
  site: "google",
  rating: 4.7,
  count: 212,
  readOn: "2026-11-16",
  url: "https://www.google.com/maps/place/Sierra+Vista+Motors",
};

function problems(reviews: unknown): string[] {
  const result = siteSettingsSchema.safeParse({ ...site, reviews }, { reportInput: true });
  return result.success ? [] : formatIssues("content/site.json", result.error.issues);
}

describe("review ratings in content/site.json", () => {
  it("the sample site and the dealer-group example show ratings with a date and a link", () => {
    expect(siteSettingsSchema.parse(site).reviews).toEqual([
      expect.objectContaining({ site: "google", rating: 4.7, count: 212 }),
      expect.objectContaining({ site: "dealerrater" }),
    ]);
    expect(siteSettingsSchema.parse(group).reviews?.map((review) => review.site)).toEqual(["google", "yelp"]);
  });

  it("accepts each site's own hosts, short links included", () => {
    expect(problems([{ ...google, url: "https://g.page/r/CabcDEF/review" }])).toEqual([]);
    expect(problems([{ ...google, url: "https://maps.app.goo.gl/abc123" }])).toEqual([]);
    expect(
      problems([{ ...google, site: "yelp", rating: 4.5, url: "https://www.yelp.com/biz/sierra-vista-motors" }]),
    ).toEqual([]);
  });

  it.each([
    [{ ...google, rating: 5.5 }, "reviews[0].rating: expected a rating from 1 to 5, like 4.7"],
    [{ ...google, rating: 0.9 }, "reviews[0].rating: expected a rating from 1 to 5, like 4.7"],
    [{ ...google, rating: 4.75 }, "reviews[0].rating: expected a rating with at most one decimal"],
    [{ ...google, count: -3 }, "reviews[0].count: expected the number of reviews, a whole number of 1 or more"],
    [{ ...google, count: 21.5 }, "reviews[0].count: expected the number of reviews, a whole number of 1 or more"],
    [{ ...google, readOn: "2026-02-30" }, "reviews[0].readOn: expected the day you read the rating, as YYYY-MM-DD"],
    [
      { ...google, url: "http://www.google.com/maps" },
      "reviews[0].url: expected the profile's link starting with https://",
    ],
    [
      { ...google, url: "https://google.com.reviews.example/dealer" },
      "reviews[0].url: expected a link to the dealer's Google profile, on google.com or g.page or maps.app.goo.gl",
    ],
    [
      { ...google, site: "dealerrater", url: "https://www.yelp.com/biz/x" },
      "reviews[0].url: expected a link to the dealer's DealerRater profile, on dealerrater.com",
    ],
    [{ ...google, site: "trustpilot" }, "reviews[0].site: expected one of google, dealerrater, yelp"],
  ])("stops the build on %o, naming the file and the field", (review, expected) => {
    const found = problems([review]);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`content/site.json: ${expected}`);
  });

  it("refuses a review site listed twice", () => {
    expect(problems([google, { ...google, rating: 4.6 }])).toEqual([
      expect.stringContaining("content/site.json: reviews: lists a review site twice"),
    ]);
  });
});

describe("a stale rating", () => {
  const reviews = [
    { site: "google", readOn: "2026-08-25" },
    { site: "yelp", readOn: "2026-08-24" },
  ] as const;

  it("counts whole days across months and years", () => {
    expect(daysBetween("2026-08-25", "2026-11-23")).toBe(90);
    expect(daysBetween("2025-12-31", "2026-01-01")).toBe(1);
  });

  it("is one read more than 90 days before the build, and the warning names the file, the field and the site", () => {
    expect(staleReviews(reviews, "2026-11-23")).toEqual([{ index: 1, site: "yelp", days: 91 }]);
    expect(staleReviews(reviews, "2026-11-22")).toEqual([]);
    expect(staleReviews(undefined, "2026-11-23")).toEqual([]);
    const [warning] = staleReviewWarnings("content/site.json", staleReviews(reviews, "2026-11-23"), "2026-11-23");
    expect(warning).toMatch(
      /^content\/site\.json reviews\[1\]\.readOn: the Yelp rating was read 91 days before this build \(2026-11-23\)/,
    );
  });

  it("the sample ratings are fresh on the e2e build's date", () => {
    expect(staleReviews(siteSettingsSchema.parse(site).reviews, "2026-11-23")).toEqual([]);
  });
});

describe("the editor's note under a review's date", () => {
  it("warns once the rating is more than 90 days old, and says what to do", () => {
    expect(staleReviewNote("2026-08-25", "2026-11-23")).toBeUndefined();
    expect(staleReviewNote("2026-08-24", "2026-11-23")).toMatch(
      /^Stale: read 91 days ago, more than 90\. Read the rating/,
    );
  });

  it("says nothing for a date not yet entered", () => {
    expect(staleReviewNote("", "2026-11-23")).toBeUndefined();
    expect(staleReviewNote(undefined, "2026-11-23")).toBeUndefined();
  });
});
