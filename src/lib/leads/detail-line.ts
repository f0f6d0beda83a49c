// One labelled line of a lead's details (e-mail text, review tools), shared by the lead and trade-in formatters.
export interface DetailLine {
  label: string;
  value: string;
  /** Typed by the visitor: written as a quoted block after the labelled lines. */
  freeText?: boolean;
}
