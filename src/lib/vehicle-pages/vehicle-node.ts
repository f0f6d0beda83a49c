// The one narrowing of a vehicle node. The content was validated with zod before it became a node; GraphQL
// only loosened the types (closed lists to strings, optional to null, lists to read-only), and this puts them
// back for any set of fields a query asks for, so a plain field added to the schema reaches a page's data with
// no mapper to edit. Fields with a node form of their own (photos, video, warranty) are mapped by their views.
import type { BadgeKey, BodyStyle, Drivetrain, FuelType, Transmission, VehicleStatus } from "../content/vehicle-fields";
import { badgesOf, bodyStyleOf, drivetrainOf, fuelTypeOf, statusOf, transmissionOf } from "../vehicle/vocabulary";

interface Vocabulary {
  bodyStyle: BodyStyle;
  drivetrain: Drivetrain;
  fuelType: FuelType;
  transmission: Transmission;
  status: VehicleStatus;
  badges: BadgeKey[];
}

const NARROW: { [K in keyof Vocabulary]: (value: never) => Vocabulary[K] } = {
  bodyStyle: bodyStyleOf,
  drivetrain: drivetrainOf,
  fuelType: fuelTypeOf,
  transmission: transmissionOf,
  status: statusOf,
  badges: badgesOf,
};

type Flat<T> = { [K in keyof T]: T[K] };
/** An object without its null fields (a text's languages left out): they become absent keys. */
type NullsOut<T> = Flat<
  { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
    [K in keyof T as null extends T[K] ? K : never]?: NonNullable<T[K]>;
  }
>;
type Narrow<K, V> = K extends keyof Vocabulary
  ? Vocabulary[K]
  : V extends readonly (infer E)[]
    ? E[]
    : V extends object
      ? NullsOut<V>
      : V;

/**
 * A node's fields as the content types them: vocabularies closed, nulls left out (also one level into an object,
 * a text by language), lists mutable copies.
 */
export type NarrowedNode<N> = Flat<
  { [K in keyof N as null extends N[K] ? never : K]: Narrow<K, N[K]> } & {
    [K in keyof N as null extends N[K] ? K : never]?: Narrow<K, NonNullable<N[K]>>;
  }
>;

export function narrowVehicleNode<N extends object>(node: N): NarrowedNode<N> {
  const narrowed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node) as [string, unknown][]) {
    if (value === null || value === undefined) continue;
    if (key in NARROW) narrowed[key] = NARROW[key as keyof Vocabulary](value as never);
    else if (Array.isArray(value)) narrowed[key] = [...value];
    else if (typeof value === "object")
      narrowed[key] = Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null));
    else narrowed[key] = value;
  }
  return narrowed as NarrowedNode<N>;
}
