/** Thrown when content/ breaks a rule; `problems` holds one line per broken rule, each naming file and field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Content is invalid (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n  ${problems.join("\n  ")}`,
    );
    this.name = "ContentError";
  }
}
