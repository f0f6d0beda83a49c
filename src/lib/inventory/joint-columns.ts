// Columns whose values go together, written as one. In a lot the model says the make, mostly the body style, the
// fuel and the VIN's first characters, and the trim narrows it further: a column each pays for the same fact
// again and again, which gzip cannot see across columns. Here such columns become one column of indexes into a
// dictionary of the combinations met. Which columns join is measured on the data, not listed (a filter on a new
// field needs no edit): a column joins when the combinations cost fewer bits than the column on its own
// (empirical entropy of the rows, plus the dictionary's entries). Lossless: splitColumns gives the columns back.

type Value = number | string;

export interface JointColumns {
  /** The column of the file holding each row's combination: an index into `tuples`. */
  column: string;
  /** The columns joined, in the order of each combination's entries. */
  columns: string[];
  /** The combinations met; `col[column]` holds an index into this list per row. */
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

interface Group {
  joined: string[];
  combined: Coded;
  bits: number;
}

/** The group that saves most among `names` (the pair that saves most, then the column that saves most, while one does). */
function bestGroup(names: readonly string[], columns: Map<string, Coded>, alone: Map<string, number>): Group | null {
  const codedOf = (name: string) => columns.get(name) as Coded;
  const aloneOf = (name: string) => alone.get(name) as number;
  let best: (Group & { saved: number }) | null = null;
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) {
      const combined = pair(codedOf(names[i]), codedOf(names[j]));
      const bits = bitsOf(combined, 2);
      const saved = aloneOf(names[i]) + aloneOf(names[j]) - bits;
      if (saved > 0 && (!best || saved > best.saved)) best = { saved, joined: [names[i], names[j]], combined, bits };
    }
  if (!best) return null;
  let group: Group = best;
  for (;;) {
    let next: (Group & { saved: number }) | null = null;
    for (const name of names) {
      if (group.joined.includes(name)) continue;
      const combined = pair(group.combined, codedOf(name));
      const bits = bitsOf(combined, group.joined.length + 1);
      const saved = group.bits + aloneOf(name) - bits;
      if (saved > 0 && (!next || saved > next.saved)) next = { joined: [...group.joined, name], combined, bits, saved };
    }
    if (!next) return group;
    group = next;
  }
}

/**
 * Replaces the candidate columns that go together by joint columns `joint0`, `joint1`… (in place) and returns what
 * splitColumns needs. Greedy: the group that saves most first, then another among the columns left, while one saves.
 * `candidates` are dictionary columns (indexes into a dictionary the file carries); `plain` ones are written as they
 * are (numbers), so on their own they cost no dictionary.
 */
export function joinColumns(
  col: Record<string, Value[]>,
  candidates: readonly string[],
  rows: number,
  plain: readonly string[] = [],
): JointColumns[] {
  const usable = (name: string) => Array.isArray(col[name]) && col[name].length === rows;
  const names = [...new Set([...candidates, ...plain])].filter(usable);
  if (rows === 0 || names.length < 2) return [];
  const columns = new Map(names.map((name) => [name, coded(col[name])]));
  const alone = new Map(names.map((name) => [name, bitsOf(columns.get(name) as Coded, plain.includes(name) ? 0 : 1)]));
  const groups: JointColumns[] = [];
  let left = names;
  for (let group = bestGroup(left, columns, alone); group; group = bestGroup(left, columns, alone)) {
    const { joined, combined } = group;
    const tuples: Value[][] = [];
    combined.ids.forEach((id, row) => {
      tuples[id] ??= joined.map((name) => col[name][row]);
    });
    const column = `joint${groups.length}`;
    col[column] = Array.from(combined.ids);
    for (const name of joined) delete col[name];
    groups.push({ column, columns: joined, tuples });
    left = left.filter((name) => !joined.includes(name));
  }
  return groups;
}

/** The columns as they were before joinColumns (a new record; the file's is left as it is). */
export function splitColumns(
  col: Readonly<Record<string, Value[]>>,
  joint: readonly JointColumns[],
  rows: number,
): Record<string, Value[]> {
  const split: Record<string, Value[]> = { ...col };
  for (const { column, columns, tuples } of joint) {
    const ids = split[column];
    if (!Array.isArray(ids) || ids.length !== rows)
      throw new Error(`column ${column} has ${Array.isArray(ids) ? ids.length : "no"} entries, expected ${rows}`);
    delete split[column];
    columns.forEach((name, at) => {
      split[name] = ids.map((id, row) => {
        const tuple = tuples[id as number];
        if (!tuple) throw new Error(`row ${row}: ${column} refers to combination ${String(id)}, which does not exist`);
        return tuple[at];
      });
    });
  }
  return split;
}
