/**
 * Whether this Playwright run includes specs whose file name matches `pattern`: a web server that takes a build
 * starts only when its specs run, so `npx playwright test e2e/some-other.spec.ts` does not pay for it.
 */
export function runsSpecs(pattern: RegExp, argv: readonly string[] = process.argv): boolean {
  const testIndex = argv.indexOf("test");
  if (testIndex < 0) return true;
  const filters = argv
    .slice(testIndex + 1)
    .filter(
      (arg, index, args) =>
        !arg.startsWith("-") &&
        !(args[index - 1] ?? "").match(
          /^--?(project|grep|g|workers|j|reporter|config|c|timeout|retries|shard|max-failures|output)$/,
        ),
    );
  return filters.length === 0 || filters.some((filter) => pattern.test(filter));
}
