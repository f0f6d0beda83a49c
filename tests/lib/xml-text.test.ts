import { escapeXml } from "../../src/lib/xml-text";

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("leaves a CDATA terminator harmless and removes control characters XML forbids", () => {
    expect(escapeXml("]]><x/>")).toBe("]]&gt;&lt;x/&gt;");
    expect(escapeXml("bell\u0007 nul\u0000 esc\u001b del\u007f c1\u0085 ok\ttab\nline")).toBe(
      "bell nul esc del c1 ok\ttab\nline",
    );
    expect(escapeXml("lone \ud800 surrogate \uffff")).toBe("lone  surrogate ");
    expect(escapeXml("emoji 🚗 and accents é")).toBe("emoji 🚗 and accents é");
  });

  it("does not double-escape or skip repeated characters", () => {
    expect(escapeXml("&amp; && <<")).toBe("&amp;amp; &amp;&amp; &lt;&lt;");
  });
});
