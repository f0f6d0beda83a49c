import React, { Fragment } from "react";

const keepWhole = { whiteSpace: "nowrap" } as const;

/**
 * A vehicle's name with its hyphenated words kept whole ("CR-V", "EX-L", "F-150"): a browser may break a line
 * after a hyphen, which leaves "EX-" at the end of one line and "L" alone on the next. Spaces still wrap.
 */
export function WholeWords({ text }: { text: string }) {
  return (
    <>
      {text.split(" ").map((word, index) => (
        <Fragment key={index}>
          {index > 0 && " "}
          {word.includes("-") ? <span css={keepWhole}>{word}</span> : word}
        </Fragment>
      ))}
    </>
  );
}
