// Lists packed into one cell. Options lists use one separator throughout; photo lists are split with care,
// because a comma or semicolon may also sit inside a photo URL (?size=640,480).

/** "A|B", "A; B", "A, B" or one item a line; the first separator present in that order is the one used. */
export function splitFeatures(cell: string): string[] {
  const separator = ["|", ";", "\n", ","].find((candidate) => cell.includes(candidate));
  const items = (separator ? cell.split(separator) : [cell])
    .map((item) => item.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// A comma or semicolon ends an item only where the next one starts: a URL, or a name ending in an image extension.
const ITEM_BOUNDARY =
  /[,;](?=\s*(?:[a-z][a-z0-9+.-]*:\/\/|[^,;|\s]*\.(?:jpe?g|png|webp|gif|avif|heic)(?:[?#][^,;|\s]*)?(?:[,;|\s]|$)))/i;

/** Photo references separated by "|", ";", "," or white space, in the feed's order. */
export function splitPhotoList(cell: string): string[] {
  return (
    cell
      .split(/[|\s]+/)
      .flatMap((chunk) => chunk.split(ITEM_BOUNDARY))
      // Separators left at an item's edge ("a.jpg; b.jpg" splits on the space first).
      .map((item) => item.replace(/^[,;]+|[,;]+$/g, "").trim())
      .filter(Boolean)
  );
}
