// @vitest-environment jsdom
import { render } from "@testing-library/react";
import React from "react";
import { renderToString } from "react-dom/server";
import { WholeWords } from "../../src/components/ui/whole-words";

describe("WholeWords", () => {
  it("keeps each hyphenated word on one line and leaves the spaces between words to wrap", () => {
    const { container } = render(
      <h1>
        <WholeWords text="2018 Honda CR-V EX-L" />
      </h1>,
    );
    expect(container.textContent).toBe("2018 Honda CR-V EX-L");
    const kept = [...container.querySelectorAll("span")];
    expect(kept.map((span) => span.textContent)).toEqual(["CR-V", "EX-L"]);
    for (const span of kept) expect(getComputedStyle(span).whiteSpace).toBe("nowrap");
  });

  it("adds nothing to a name without hyphens", () => {
    const { container } = render(<WholeWords text="2019 Honda Civic EX" />);
    expect(container.innerHTML).toBe("2019 Honda Civic EX");
  });

  it("writes the words between hyphenated ones as one text, so the static HTML has no marker between words", () => {
    const html = renderToString(<WholeWords text="2018 Honda CR-V EX-L AWD" />);
    expect(html).not.toContain("<!-- -->");
    expect(html.replace(/<[^>]+>/g, "")).toBe("2018 Honda CR-V EX-L AWD");
  });
});
