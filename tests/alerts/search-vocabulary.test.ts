// A new-arrivals search reaches an e-mail to any address: only the inventory's own words may be in it.
import { searchInVocabulary } from "../../src/lib/alerts/search-vocabulary";
import { INVENTORY } from "./support/alert-fixtures";

const allowed = (search: string) => searchInVocabulary(search, INVENTORY);

describe("searchInVocabulary", () => {
  it("takes the filters and keywords a shopper makes on the inventory page", () => {
    for (const search of [
      "",
      "body=SUV&priceMax=30000",
      "make=Honda",
      "make=honda&model=CR-V",
      "model=Prius",
      "q=civic",
      "q=Hon+ci",
      "q=h24100",
      "q=ex",
    ])
      expect(allowed(search), search).toBe(true);
  });

  it("refuses a make or model no car has, or a model of another make", () => {
    expect(allowed("make=Tesla")).toBe(false);
    expect(allowed("model=Cybertruck")).toBe(false);
    expect(allowed("make=Toyota&model=Civic")).toBe(false);
  });

  it("refuses keywords that begin no word of the inventory: a sentence of somebody's own", () => {
    expect(allowed("q=ACCOUNT+LOCKED+call+1+555+0100+now")).toBe(false);
    expect(allowed("q=Visit+evil.example%2Fverify")).toBe(false);
    expect(allowed("make=ACCOUNT%20LOCKED")).toBe(false);
    expect(allowed("q=civic+now")).toBe(false);
  });

  it("refuses hidden characters anywhere: controls, and marks that turn text around", () => {
    for (const hidden of ["%1B", "%07", "%E2%80%AE", "%E2%81%A6", "%E2%80%8B", "%EF%BB%BF"]) {
      expect(allowed(`q=civic${hidden}`), hidden).toBe(false);
      expect(allowed(`body=SUV&x${hidden}=1`), hidden).toBe(false);
    }
    expect(allowed("make=Honda\u202E")).toBe(false);
  });
});
