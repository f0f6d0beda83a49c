/** Thrown when a feed cannot be imported; `problems` holds one line per problem, each naming row, column and rule. */
export class ImportError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The feed cannot be imported (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n  ${problems.join("\n  ")}`,
    );
    this.name = "ImportError";
  }
}
