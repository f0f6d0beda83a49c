import React from "react";
import { PARAM, SORT_OPTIONS, type SortKey } from "../../lib/inventory/query";
import { SelectField } from "../ui/select";

/** The sort order, part of the search form (so it works without JavaScript too). */
export function SortSelect({
  value,
  formId,
  onSort,
}: {
  value: SortKey;
  formId: string;
  onSort: (sort: SortKey) => void;
}) {
  return (
    <SelectField
      id="inventory-sort"
      name={PARAM.sort}
      label="Sort by"
      inline
      optionalMark={false}
      form={formId}
      options={SORT_OPTIONS}
      value={value}
      onChange={(event) => onSort(event.currentTarget.value as SortKey)}
    />
  );
}
