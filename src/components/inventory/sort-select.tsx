import { msg } from "@lingui/core/macro";
import React from "react";
import { PARAM, SORT_OPTIONS, type SortKey } from "../../lib/inventory/query";
import { sortLabel } from "../../lib/inventory/sort-labels";
import { inventoryCatalogs } from "../../locales/inventory";
import { useI18n, useLocale } from "../i18n/locale-context";
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
  const i18n = useI18n(inventoryCatalogs);
  const locale = useLocale();
  return (
    <SelectField
      id="inventory-sort"
      name={PARAM.sort}
      label={i18n._(msg`Sort by`)}
      inline
      optionalMark={false}
      form={formId}
      options={SORT_OPTIONS.map((option) => ({ ...option, label: sortLabel(option.value, locale) }))}
      value={value}
      onChange={(event) => onSort(event.currentTarget.value as SortKey)}
    />
  );
}
