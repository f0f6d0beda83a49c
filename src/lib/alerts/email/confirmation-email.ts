// The first e-mail, the double opt-in: what was asked for, and a link to the confirm page, whose button confirms
// (mail systems open links to scan them; they do not press buttons). Nothing else is sent until it is pressed.
import type { AlertTarget } from "../subscription";
import {
  describeSearch,
  escapeHtml,
  frame,
  html,
  longDate,
  say,
  siteLabel,
  type EmailContext,
  type RenderedEmail,
} from "./email-parts";

/** One line per thing asked for: "Price drops on the 2019 Honda Civic EX (stock H24100)". */
function targetLine(context: EmailContext, target: AlertTarget): string {
  if (target.kind === "new-arrivals")
    return say(context, "watchSearch", { search: describeSearch(context, target.search) });
  const [first] = target.cars;
  if (target.cars.length === 1) return say(context, "watchPriceOne", { title: first.title, stock: first.stockNumber });
  return say(context, "watchPriceMany", {
    count: target.cars.length,
    titles: target.cars.map((car) => car.title).join(", "),
  });
}

export function confirmationEmail(
  context: EmailContext,
  { targets, confirmPath, requestedAt }: { targets: readonly AlertTarget[]; confirmPath: string; requestedAt: Date },
): RenderedEmail {
  const subject = say(context, "confirmSubject", { dealer: context.dealer.businessName });
  const link = `${context.siteUrl}${confirmPath}`;
  const lines = targets.map((target) => targetLine(context, target));
  const why = say(context, "whyConfirm", { site: siteLabel(context), date: longDate(requestedAt, context.language) });
  return frame(
    context,
    subject,
    {
      text: [
        say(context, "confirmHeading"),
        "",
        say(context, "confirmIntro"),
        ...lines.map((line) => `- ${line}`),
        "",
        say(context, "confirmHow"),
        link,
        "",
        say(context, "confirmIgnore"),
      ],
      html: [
        html.heading(say(context, "confirmHeading")),
        html.paragraph(say(context, "confirmIntro")),
        html.list(lines.map((line) => escapeHtml(line))),
        html.button(link, say(context, "confirmButton")),
        html.paragraph(say(context, "confirmHow"), true),
        html.paragraph(link, true),
        html.paragraph(say(context, "confirmIgnore"), true),
      ].join("\n"),
    },
    why,
  );
}
