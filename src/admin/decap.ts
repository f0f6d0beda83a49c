// The slice of Decap CMS's runtime API the editor code uses. decap-cms-app ships its own typings, but they
// call every widget prop `any` and leave out the ones a wrapped widget needs; these are the facts we rely on.
import type { ComponentType } from "react";

/** Decap keeps entry data in Immutable.js collections (its own copy, inside its bundle): only these methods are used. */
export interface ImmutableLike {
  get(key: string | number): unknown;
  toJS(): unknown;
}

export interface ImmutableList<T = unknown> extends ImmutableLike {
  readonly size: number;
  setIn(path: (string | number)[], value: unknown): ImmutableList<T>;
  filter(predicate: (item: T) => boolean): ImmutableList<T>;
  includes(value: unknown): boolean;
}

export interface ImmutableMap extends ImmutableLike {
  set(key: string, value: unknown): ImmutableMap;
  getIn(path: (string | number)[]): unknown;
}

export interface ValidationError {
  type: string;
  message: string;
  parentIds?: unknown;
}

export type ValidResult = boolean | { error: false | ValidationError } | Promise<unknown>;

/** Props Decap passes to every widget control (Widget.js in decap-cms-core). */
export interface WidgetProps {
  field: ImmutableMap;
  value: unknown;
  entry: ImmutableMap;
  collection: ImmutableMap;
  forID: string;
  classNameWrapper: string;
  parentIds?: unknown;
  onChange: (value: unknown) => void;
  setInactiveStyle: () => void;
  setActiveStyle: () => void;
  /** Runs the field's checks (required, pattern, the control's isValid) and shows their messages. */
  validate: () => void;
  [prop: string]: unknown;
}

/** A control instance as Decap reaches it through its ref. */
export interface WidgetInstance {
  isValid?: () => ValidResult;
  validate?: () => void;
  /** Decap's Widget calls it (bound to the control) with the next props only. */
  shouldComponentUpdate?: (nextProps: WidgetProps) => boolean;
}

export interface WidgetRegistration {
  control: ComponentType<WidgetProps>;
  preview?: ComponentType<Record<string, unknown>>;
  /** The widget's options schema, which Decap checks field configs against. */
  schema?: unknown;
}

export interface PreviewProps {
  entry: ImmutableMap;
  document: Document;
  window: Window;
  getAsset: (path: string) => { toString(): string } | undefined;
  getCollection: (collection: string, slug?: string) => Promise<ImmutableLike | ImmutableLike[]>;
}

export interface DecapCms {
  init(): void;
  getWidget(name: string): WidgetRegistration | undefined;
  /** Registering under an existing name replaces that widget (the string form does it without a console warning). */
  registerWidget(
    name: string,
    control: ComponentType<WidgetProps>,
    preview?: ComponentType<Record<string, unknown>>,
    schema?: unknown,
  ): void;
  registerPreviewTemplate(name: string, component: ComponentType<PreviewProps>): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): unknown; toFile(data: unknown): string },
  ): void;
  registerEventListener(listener: {
    name: "preSave" | "postSave";
    handler: (event: { entry: ImmutableMap }) => unknown;
  }): void;
}

/** Plain JavaScript from an Immutable value (or the value itself when it is plain already). */
export function plain(value: unknown): unknown {
  return value !== null &&
    typeof value === "object" &&
    "toJS" in value &&
    typeof (value as ImmutableLike).toJS === "function"
    ? (value as ImmutableLike).toJS()
    : value;
}
