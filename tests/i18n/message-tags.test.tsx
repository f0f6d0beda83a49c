// @vitest-environment jsdom
import { render } from "@testing-library/react";
import React from "react";
import { withTags } from "../../src/components/i18n/with-tags";
import { messageParts } from "../../src/lib/i18n/message-tags";

describe("numbered tags in a translated message", () => {
  it("cuts a message at its paired and self-closing tags, keeping the words around them", () => {
    expect(messageParts("Llame al <0>916</0> o <1>escriba</1>.")).toEqual([
      "Llame al ",
      { tag: 0, text: "916" },
      " o ",
      { tag: 1, text: "escriba" },
      ".",
    ]);
    expect(messageParts("<0/>: <1>Why:</1>")).toEqual([{ tag: 0, text: "" }, ": ", { tag: 1, text: "Why:" }]);
    expect(messageParts("No tags here")).toEqual(["No tags here"]);
  });

  it("leaves text that is not a well-formed tag as written", () => {
    expect(messageParts("a <0>b</1> c < 3")).toEqual(["a <0>b</1> c < 3"]);
    expect(messageParts("<x>y</x>")).toEqual(["<x>y</x>"]);
  });

  it("draws each tag with the element given for its number, in the translation's order", () => {
    const { container } = render(
      <p>
        {withTags("<1>segundo</1> y <0>primero</0>, <2/>", [
          (text) => <a href="/a/">{text}</a>,
          (text) => <strong>{text}</strong>,
          () => <em>nodo</em>,
        ])}
      </p>,
    );
    expect(container.innerHTML).toBe('<p><strong>segundo</strong> y <a href="/a/">primero</a>, <em>nodo</em></p>');
  });

  it("shows the words of a tag it has no element for", () => {
    const { container } = render(<p>{withTags("see <0>this</0> and <3>that</3>", [(text) => <b>{text}</b>])}</p>);
    expect(container.innerHTML).toBe("<p>see <b>this</b> and that</p>");
  });
});
