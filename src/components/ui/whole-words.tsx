import React, { Fragment } from "react";

const keepWhole = { whiteSpace: "nowrap" } as const;

interface Run {
  text: string;
  /** A hyphenated word, kept on one line. */
  whole: boolean;
}

/**
 * The text between hyphenated words as one string: React writes a `<!-- -->` marker between neighbouring
 * text children, and a page of two dozen cards would carry hundreds of them.
 */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let plain = "";
  for (const [index, word] of text.split(" ").entries()) {
    if (index > 0) plain += " ";
    if (!word.includes("-")) {
      plain += word;
      continue;
    }
    if (plain) runs.push({ text: plain, whole: false });
    runs.push({ text: word, whole: true });
    plain = "";
  }
  if (plain) runs.push({ text: plain, whole: false });
  return runs;
}

/**
 * A vehicle's name with its hyphenated words kept whole ("CR-V", "EX-L", "F-150"): a browser may break a line
 * after a hyphen, which leaves "EX-" at the end of one line and "L" alone on the next. Spaces still wrap.
 */
export function WholeWords({ text }: { text: string }) {
  return (
    <>
      {runsOf(text).map((run, index) =>
        run.whole ? (
          <span key={index} css={keepWhole}>
            {run.text}
          </span>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
