// The pages an alert e-mail's links open (their address holds a token), in every language, and no other page.
import { isTokenPage } from "../../src/lib/seo/token-pages";

describe("isTokenPage", () => {
  it("is the confirm and unsubscribe pages in every language", () => {
    for (const path of ["/alerts/confirm/", "/alerts/unsubscribe/", "/es/alerts/confirm/", "/es/alerts/unsubscribe/"])
      expect(isTokenPage(path), path).toBe(true);
  });

  it("is no other page, nor a look-alike path", () => {
    for (const path of ["/", "/alerts/", "/es/", "/alerts/confirm/x/", "/espana/alerts/confirm/", "/vehicles/"])
      expect(isTokenPage(path), path).toBe(false);
  });
});
