import styled from "@emotion/styled";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import React, { memo } from "react";
import type { BadgeKey } from "../../lib/content/vehicle-schema";
import { formatPrice } from "../../lib/format";
import type { Locale } from "../../lib/i18n/locale";
import type { FacetCounts, InventoryOptions } from "../../lib/inventory/facets";
import {
  PARAM,
  withFilter,
  type InventoryQuery,
  type ListFilterKey,
  type NumberFilterKey,
} from "../../lib/inventory/query";
import { listFilterLabel } from "../../lib/inventory/list-filter-labels";
import { numberFilterLabels } from "../../lib/inventory/number-filter-labels";
import { mileageChoices, priceChoices, yearChoices } from "../../lib/inventory/range-options";
import { inventoryCatalogs } from "../../locales/inventory";
import { space } from "../../styles/tokens";
import { useI18n, useLocale } from "../i18n/locale-context";
import { FieldGroup } from "../ui/field";
import { Select, SelectField, type SelectOption } from "../ui/select";
import { CheckboxGroup, FoldingGroup, Pair, withCount, type ChoiceOption } from "./filter-fields";

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`;

export interface FiltersPanelProps {
  query: InventoryQuery;
  options: InventoryOptions;
  /** How many vehicles each choice would show; null while unknown (the choices are then listed without numbers). */
  counts: FacetCounts | null;
  /** The badges as the page shows them, in its language. */
  badgeLabels: Record<BadgeKey, string>;
  onChange: (next: InventoryQuery) => void;
}

const LIST_TITLES: Record<Exclude<ListFilterKey, "body">, MessageDescriptor> = {
  drivetrain: msg`Drivetrain`,
  fuel: msg`Fuel type`,
  transmission: msg`Transmission`,
  colour: msg`Exterior color`,
  badge: msg`Specials`,
};

interface RangeEnd {
  name: NumberFilterKey;
  /** The accessible name of a select in a pair, which no <label> names (the pair's legend says what). */
  label: MessageDescriptor;
  empty: MessageDescriptor;
}

// The ends of the number ranges: what each select is called and what its empty choice says.
const RANGE_ENDS = {
  priceMin: { name: "priceMin", label: msg`Lowest price`, empty: msg`No min` },
  priceMax: { name: "priceMax", label: msg`Highest price`, empty: msg`No max` },
  mileageMax: { name: "mileageMax", label: msg`Mileage`, empty: msg`Any mileage` },
  yearMin: { name: "yearMin", label: msg`Oldest year`, empty: msg`Any year` },
  yearMax: { name: "yearMax", label: msg`Newest year`, empty: msg`Any year` },
} satisfies Record<NumberFilterKey, RangeEnd>;

/** How a choice of a range select reads: a price, or the words its chip uses ("2019 or newer"). */
function rangeChoiceLabel(name: NumberFilterKey, value: number, locale: Locale): string {
  if (name === "priceMin" || name === "priceMax") return formatPrice(value, locale);
  return numberFilterLabels(locale)[name](value);
}

/** The choices of one end of a number range; "" (the empty choice) is no limit. */
const numberOptions = (choices: number[], end: RangeEnd, locale: Locale): SelectOption[] =>
  choices.map((value) => ({ value: String(value), label: rangeChoiceLabel(end.name, value, locale) }));

/** Every filter of /inventory/ as named form fields: they submit as a plain GET form and drive the live search. */
// Memoised: it is the largest part of the search form and only changes with the query or the counts.
export const FiltersPanel = memo(function FiltersPanel({
  query,
  options,
  counts,
  badgeLabels,
  onChange,
}: FiltersPanelProps) {
  const i18n = useI18n(inventoryCatalogs);
  const locale = useLocale();
  const countOf = (key: keyof FacetCounts, value: string) => (counts ? (counts[key][value] ?? 0) : undefined);
  const listOptions = (key: ListFilterKey): ChoiceOption[] =>
    (options[key] as string[]).map((value) => ({
      value,
      label: listFilterLabel(key, value, locale, badgeLabels),
      count: countOf(key, value),
    }));
  const toggle = (key: ListFilterKey) => (value: string, checked: boolean) => {
    const current = query[key] as string[];
    const next = checked ? [...current, value] : current.filter((other) => other !== value);
    // Keep the canonical order the URL uses.
    onChange(withFilter(query, key, (options[key] as string[]).filter((option) => next.includes(option)) as never));
  };
  const setNumber = (key: NumberFilterKey) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange(withFilter(query, key, event.currentTarget.value === "" ? undefined : Number(event.currentTarget.value)));

  const onMake = (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange(withFilter(query, "make", event.currentTarget.value));
  const onModel = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const model = event.currentTarget.value;
    // Choosing a model before a make picks its make too, when only one make has that model.
    const makes = Object.keys(options.modelsByMake).filter((make) => options.modelsByMake[make].includes(model));
    const withMake = !query.make && model && makes.length === 1 ? withFilter(query, "make", makes[0]) : query;
    onChange(withFilter(withMake, "model", model));
  };

  const makeKnown = query.make === "" || options.makes.some((make) => make.toLowerCase() === query.make.toLowerCase());
  const makeModels =
    options.modelsByMake[options.makes.find((make) => make.toLowerCase() === query.make.toLowerCase()) ?? ""] ?? [];
  const modelChoices = query.make ? makeModels : [];
  const listedModels = query.make ? modelChoices : Object.values(options.modelsByMake).flat();
  const modelKnown = query.model === "" || listedModels.includes(query.model);
  // A make or model from the address that the inventory no longer has stays shown, so the select says what is searched.
  const unknown = (value: string, known: boolean): SelectOption[] => (known ? [] : [{ value, label: value }]);
  const makeOptions = [
    ...unknown(query.make, makeKnown),
    ...options.makes.map((make) => ({ value: make, label: withCount(make, countOf("make", make)) })),
  ];
  // With a make, its models and their counts; without, every model under its make.
  const modelOptions = [
    ...unknown(query.model, modelKnown),
    ...(query.make
      ? modelChoices.map((model) => ({ value: model, label: withCount(model, countOf("model", model)) }))
      : options.makes.map((make) => ({
          label: make,
          options: options.modelsByMake[make].map((model) => ({ value: model, label: model })),
        }))),
  ];

  const rangeSelect = (end: RangeEnd, choices: number[]) => (
    <Select
      name={PARAM[end.name]}
      aria-label={i18n._(end.label)}
      compact
      placeholder={i18n._(end.empty)}
      options={numberOptions(choices, end, locale)}
      value={query[end.name] ?? ""}
      onChange={setNumber(end.name)}
    />
  );

  return (
    <Panel>
      <SelectField
        id="filter-make"
        name={PARAM.make}
        label={i18n._(msg`Make`)}
        optionalMark={false}
        placeholder={i18n._(msg`Any make`)}
        options={makeOptions}
        value={query.make}
        onChange={onMake}
      />
      <SelectField
        id="filter-model"
        name={PARAM.model}
        label={i18n._(msg`Model`)}
        optionalMark={false}
        placeholder={i18n._(msg`Any model`)}
        options={modelOptions}
        value={query.model}
        onChange={onModel}
      />
      <CheckboxGroup
        legend={i18n._(msg`Body style`)}
        name={PARAM.body}
        options={listOptions("body")}
        selected={query.body}
        onToggle={toggle("body")}
      />
      <FieldGroup legend={i18n._(msg`Price`)}>
        <Pair>
          {rangeSelect(RANGE_ENDS.priceMin, priceChoices(options.price, query.priceMin))}
          {rangeSelect(RANGE_ENDS.priceMax, priceChoices(options.price, query.priceMax))}
        </Pair>
      </FieldGroup>
      <SelectField
        id="filter-mileage"
        name={PARAM.mileageMax}
        label={i18n._(RANGE_ENDS.mileageMax.label)}
        optionalMark={false}
        placeholder={i18n._(RANGE_ENDS.mileageMax.empty)}
        options={numberOptions(mileageChoices(options.mileage, query.mileageMax), RANGE_ENDS.mileageMax, locale)}
        value={query.mileageMax ?? ""}
        onChange={setNumber("mileageMax")}
      />
      <FieldGroup legend={i18n._(msg`Year`)}>
        <Pair data-wide>
          {rangeSelect(RANGE_ENDS.yearMin, yearChoices(options.year, query.yearMin))}
          {rangeSelect(RANGE_ENDS.yearMax, yearChoices(options.year, query.yearMax))}
        </Pair>
      </FieldGroup>
      {(Object.keys(LIST_TITLES) as Array<keyof typeof LIST_TITLES>)
        .filter((key) => options[key].length > 0)
        .map((key) => (
          <FoldingGroup key={key} title={i18n._(LIST_TITLES[key])} chosen={query[key].length}>
            <CheckboxGroup
              legend={i18n._(LIST_TITLES[key])}
              hideLegend
              name={PARAM[key]}
              options={listOptions(key)}
              selected={query[key]}
              onToggle={toggle(key)}
            />
          </FoldingGroup>
        ))}
    </Panel>
  );
});
