// Columns whose values go together, written as one. In a lot the model says the make, mostly the body style, the
// fuel and the VIN's first characters, and the trim narrows it further: a column each pays for the same fact
// again and again, which gzip cannot see across columns. Here such columns become one column of indexes into a
// dictionary of the combinations met. Which columns join is measured on the data, not listed (a filter on a new
// field needs no edit): a column joins when the combinations cost fewer bits than the column on its own
// (empirical entropy of the rows, plus the dictionary's entries). Lossless: splitColumns gives the columns back.

type Value = number | string;

export interface JointColumns {
  /** The columns joined, in the order of each combination's entries; none when no two columns go together. */
  columns: string[];
  /** The combinations met, in the order met; `col.joint` holds an index into this list per row. */
  tuples: Value[][];
}

/** A column as small whole numbers (the order its values are met), and how many distinct values it has. */
interface Coded {
  ids: Int32Array;
  distinct: number;
}

function coded(values: readonly unknown[]): Coded {
  const seen = new Map<unknown, number>();
  const ids = Int32Array.from(values, (value) => {
    let id = seen.get(value);
    if (id === undefined) seen.set(value, (id = seen.size));
    return id;
  });
  return { ids, distinct: seen.size };
}

/** Two columns as one: each row's pair of values as one id. */
function pair(a: Coded, b: Coded): Coded {
  return coded(Array.from(a.ids, (id, row) => id * b.distinct + b.ids[row]));
}

/** What a dictionary entry costs in the file, roughly: a few bytes a value once gzipped. */
const ENTRY_BITS = 24;

/** Bits the column costs: its rows at their empirical entropy, plus its dictionary of `width` values an entry. */
function bitsOf({ ids, distinct }: Coded, width: number): number {
  const counts = new Int32Array(distinct);
  for (const id of ids) counts[id] += 1;
  let bits = 0;
  for (const count of counts) if (count > 0) bits -= count * Math.log2(count / ids.length);
  return bits + distinct * width * ENTRY_BITS;
}

/**
 * Replaces the candidate columns that go together by `col.joint` (in place) and returns what splitColumns needs.
 * Greedy: the pair that saves most starts the combination, then the column that saves most joins it, while one does.
 */
export function joinColumns(col: Record<string, Value[]>, candidates: readonly string[], rows: number): JointColumns {
  const names = [...new Set(candidates)].filter((name) => Array.isArray(col[name]) && col[name].length === rows);
  if (rows === 0 || names.length < 2) return { columns: [], tuples: [] };
  const columns = new Map(names.map((name) => [name, coded(col[name])]));
  const alone = new Map(names.map((name) => [name, bitsOf(columns.get(name) as Coded, 1)]));
  let best: { saved: number; joined: string[]; combined: Coded; bits: number } | null = null;
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) {
      const combined = pair(columns.get(names[i]) as Coded, columns.get(names[j]) as Coded);
      const bits = bitsOf(combined, 2);
      const saved = (alone.get(names[i]) as number) + (alone.get(names[j]) as number) - bits;
      if (saved > 0 && (!best || saved > best.saved)) best = { saved, joined: [names[i], names[j]], combined, bits };
    }
  if (!best) return { columns: [], tuples: [] };
  let { joined, combined, bits } = best;
  for (;;) {
    let next: { name: string; combined: Coded; bits: number; saved: number } | null = null;
    for (const name of names) {
      if (joined.includes(name)) continue;
      const withIt = pair(combined, columns.get(name) as Coded);
      const withBits = bitsOf(withIt, joined.length + 1);
      const saved = bits + (alone.get(name) as number) - withBits;
      if (saved > 0 && (!next || saved > next.saved)) next = { name, combined: withIt, bits: withBits, saved };
    }
    if (!next) break;
    [joined, combined, bits] = [[...joined, next.name], next.combined, next.bits];
  }
  const tuples: Value[][] = [];
  combined.ids.forEach((id, row) => {
    tuples[id] ??= joined.map((name) => col[name][row]);
  });
  col.joint = Array.from(combined.ids);
  for (const name of joined) delete col[name];
  return { columns: joined, tuples };
}

/** The columns as they were before joinColumns (a new record; the file's is left as it is). */
export function splitColumns(
  col: Readonly<Record<string, Value[]>>,
  joint: JointColumns,
  rows: number,
): Record<string, Value[]> {
  const { joint: ids, ...rest } = col;
  if (joint.columns.length === 0) return { ...rest };
  if (!Array.isArray(ids) || ids.length !== rows)
    throw new Error(`column joint has ${Array.isArray(ids) ? ids.length : "no"} entries, expected ${rows}`);
  const split: Record<string, Value[]> = { ...rest };
  joint.columns.forEach((name, at) => {
    split[name] = ids.map((id, row) => {
      const tuple = joint.tuples[id as number];
      if (!tuple) throw new Error(`row ${row}: joint refers to combination ${String(id)}, which does not exist`);
      return tuple[at];
    });
  });
  return split;
}
