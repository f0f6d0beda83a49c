import React from "react";
import { PARAM, SORT_OPTIONS, type SortKey } from "../../lib/inventory/query";
import { Select } from "./filter-fields";

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
    <div className="sort">
      <label htmlFor="inventory-sort">Sort by</label>
      <Select
        id="inventory-sort"
        name={PARAM.sort}
        form={formId}
        value={value}
        onChange={(event) => onSort(event.currentTarget.value as SortKey)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
