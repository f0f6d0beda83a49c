import { withoutNulCharacters } from "../../src/lib/html/strip-nul";

describe("withoutNulCharacters", () => {
  it("drops the stray NUL React's stream writes before a multi-byte character, keeping the character", () => {
    const built = `<p>84,000 mi \u0000· Stock T24205</p><p>Est. $139/mo* \u0000· $875 down</p>`;
    expect(withoutNulCharacters(built)).toBe("<p>84,000 mi · Stock T24205</p><p>Est. $139/mo* · $875 down</p>");
  });

  it("returns a page without NUL as it is", () => {
    const page = "<!DOCTYPE html><html><body>· ü €</body></html>";
    expect(withoutNulCharacters(page)).toBe(page);
  });
});
