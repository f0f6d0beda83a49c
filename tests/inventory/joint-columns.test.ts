// Columns that go together written as one (the inventory index's joint column), and read back as they were.
import { joinColumns, splitColumns } from "../../src/lib/inventory/joint-columns";
import { between, pick, seededRandom } from "../../src/lib/seeded-random";

const MODELS = [
  ["Honda", "Civic", "Sedan"],
  ["Honda", "CR-V", "SUV"],
  ["Toyota", "Tacoma", "Truck"],
  ["Toyota", "RAV4", "SUV"],
  ["Ford", "F-150", "Truck"],
] as const;

function columns(rows: number) {
  const random = seededRandom(4);
  const col: Record<string, Array<number | string>> = { make: [], model: [], body: [], colour: [], price: [] };
  for (let row = 0; row < rows; row++) {
    const [make, model, body] = pick(random, MODELS);
    col.make.push(make);
    col.model.push(model);
    col.body.push(body);
    col.colour.push(between(random, 0, 11));
    col.price.push(between(random, 5_000, 60_000));
  }
  return col;
}

describe("joint columns", () => {
  it("joins the columns whose values go together, leaves the others, and splits them back as they were", () => {
    const col = columns(2000);
    const original = structuredClone(col);
    const joint = joinColumns(col, ["make", "model", "body", "colour"], 2000, ["price"]);
    expect(joint).toHaveLength(1);
    expect([...joint[0].columns].sort()).toEqual(["body", "make", "model"]);
    expect(joint[0].tuples).toHaveLength(MODELS.length);
    expect(Object.keys(col).sort()).toEqual(["colour", "joint0", "price"]);
    expect(splitColumns(JSON.parse(JSON.stringify(col)), joint, 2000)).toEqual(original);
  });

  it("joins nothing when no columns go together, or there are no rows", () => {
    const col = columns(2000);
    expect(joinColumns(col, ["colour"], 2000, ["price"])).toEqual([]);
    expect(col).not.toHaveProperty("joint0");
    expect(joinColumns({ make: [], model: [] }, ["make", "model"], 0)).toEqual([]);
    expect(splitColumns({ price: [1] }, [], 1)).toEqual({ price: [1] });
  });

  it("makes a second group of the columns left that go together with each other", () => {
    const col = columns(2000);
    // A number and a code that follows it (a year and a VIN's year letter), beside the models.
    col.year = col.colour.map((colour) => 2012 + Number(colour));
    col.yearCode = col.year.map((year) => "CDEFGHJKLMNP"[Number(year) - 2012]);
    const original = structuredClone(col);
    const joint = joinColumns(col, ["make", "model", "body", "yearCode"], 2000, ["year", "price"]);
    expect(joint.map((group) => [...group.columns].sort().join(",")).sort()).toEqual([
      "body,make,model",
      "year,yearCode",
    ]);
    expect(joint.map((group) => group.column)).toEqual(["joint0", "joint1"]);
    expect(splitColumns(JSON.parse(JSON.stringify(col)), joint, 2000)).toEqual(original);
  });

  it("says what is wrong with a damaged joint column", () => {
    const col = columns(300);
    const joint = joinColumns(col, ["make", "model", "body"], 300);
    expect(joint[0].columns).toHaveLength(3);
    expect(() => splitColumns({ ...col, joint0: [0] }, joint, 300)).toThrow(
      /column joint0 has 1 entries, expected 300/,
    );
    expect(() => splitColumns({ ...col, joint0: Array(300).fill(99) }, joint, 300)).toThrow(
      /row 0: joint0 refers to combination 99/,
    );
  });
});
