// The ad record as staff read it (one vehicle's versions, as text) and as a spreadsheet (every price change, as
// CSV through the feeds' writer, so a cell a spreadsheet would run as a formula is made plain text).
import { csv } from "../seo/delimited-text";
import type { AdVersion, CommitInfo, PriceChange } from "./ad-versions";

const when = (commit: CommitInfo) => commit.date.replace("T", " ").replace(/Z$/, " UTC");
const short = (commit: CommitInfo) => `${commit.hash.slice(0, 10)} "${commit.subject}"`;
const dollars = (amount: number) =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;

/** One vehicle's versions, oldest first, each with its dates, commit and what the ad said. */
export function formatAdRecord(versions: readonly AdVersion[], history: { since: CommitInfo }): string {
  const latest = versions[versions.length - 1].ad;
  const lines = [
    `Ad record: ${latest.title}, stock ${latest.stockNumber}${latest.vin ? `, VIN ${latest.vin}` : ""}`,
    `From the history of content/ since ${when(history.since)} (commit ${history.since.hash.slice(0, 10)}); dates are commit dates.`,
  ];
  versions.forEach((version, index) => {
    const { ad } = version;
    const end = version.until
      ? `${version.ended === "removed" ? "removed" : "changed"} ${when(version.until)} by ${short(version.until)}`
      : "still live";
    lines.push(
      "",
      `Version ${index + 1}: live from ${when(version.from)} (${short(version.from)}), ${end}`,
      `  Total price: ${dollars(ad.total)} (price ${dollars(ad.price)}${ad.fees
        .map((fee) =>
          fee.included ? `, ${fee.name} ${dollars(fee.amount)} included` : ` + ${fee.name} ${dollars(fee.amount)}`,
        )
        .join("")})`,
      `  Status: ${ad.status}`,
      ...Object.entries(ad.description).map(([lang, words]) => `  Description (${lang}): ${words}`),
      `  Photos (${ad.photos.length}): ${ad.photos.join(", ") || "none"}`,
    );
  });
  return `${lines.join("\n")}\n`;
}

const CSV_HEADER = [
  "date",
  "commit",
  "stock number",
  "VIN",
  "vehicle",
  "total price before",
  "total price after",
  "price before",
  "price after",
  "status after",
  "commit message",
];

/** Every price change as CSV rows, in date order. */
export function priceChangesCsv(changes: readonly PriceChange[]): string {
  const sorted = [...changes].sort((a, b) => a.commit.date.localeCompare(b.commit.date));
  return csv(
    CSV_HEADER,
    sorted.map(({ commit, before, after }) => [
      commit.date,
      commit.hash,
      after.stockNumber,
      after.vin,
      after.title,
      before.total,
      after.total,
      before.price,
      after.price,
      after.status,
      commit.subject,
    ]),
  );
}
