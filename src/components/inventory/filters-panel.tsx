import styled from "@emotion/styled";
import React, { memo } from "react";
import type { BadgeKey } from "../../lib/content/vehicle-schema";
import { formatNumber, formatPrice } from "../../lib/format";
import type { FacetCounts, InventoryOptions } from "../../lib/inventory/facets";
import {
  PARAM,
  withFilter,
  type InventoryQuery,
  type ListFilterKey,
  type NumberFilterKey,
} from "../../lib/inventory/query";
import { mileageChoices, priceChoices, yearChoices } from "../../lib/inventory/range-options";
import { space } from "../../styles/tokens";
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
  badgeLabels: Record<BadgeKey, string>;
  onChange: (next: InventoryQuery) => void;
}

const LIST_TITLES: Record<Exclude<ListFilterKey, "body">, string> = {
  drivetrain: "Drivetrain",
  fuel: "Fuel type",
  transmission: "Transmission",
  colour: "Exterior color",
  badge: "Specials",
};

interface RangeEnd {
  name: NumberFilterKey;
  /** The accessible name of a select in a pair, which no <label> names (the pair's legend says what). */
  label: string;
  empty: string;
  format: (value: number) => string;
}

/** The choices of one end of a number range; "" (the empty choice) is no limit. */
const numberOptions = (choices: number[], end: RangeEnd): SelectOption[] =>
  choices.map((value) => ({ value: String(value), label: end.format(value) }));

// The ends of the number ranges: what each select is called and how its choices read.
const RANGE_ENDS = {
  priceMin: { name: "priceMin", label: "Lowest price", empty: "No min", format: formatPrice },
  priceMax: { name: "priceMax", label: "Highest price", empty: "No max", format: formatPrice },
  mileageMax: {
    name: "mileageMax",
    label: "Mileage",
    empty: "Any mileage",
    format: (miles: number) => `Up to ${formatNumber(miles)} miles`,
  },
  yearMin: { name: "yearMin", label: "Oldest year", empty: "Any year", format: (year: number) => `${year} or newer` },
  yearMax: { name: "yearMax", label: "Newest year", empty: "Any year", format: (year: number) => `${year} or older` },
} satisfies Record<NumberFilterKey, RangeEnd>;

/** Every filter of /inventory/ as named form fields: they submit as a plain GET form and drive the live search. */
// Memoised: it is the largest part of the search form and only changes with the query or the counts.
export const FiltersPanel = memo(function FiltersPanel({
  query,
  options,
  counts,
  badgeLabels,
  onChange,
}: FiltersPanelProps) {
  const countOf = (key: keyof FacetCounts, value: string) => (counts ? (counts[key][value] ?? 0) : undefined);
  const listOptions = (key: ListFilterKey): ChoiceOption[] =>
    (options[key] as string[]).map((value) => ({
      value,
      label: key === "badge" ? badgeLabels[value as BadgeKey] : value,
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
      aria-label={end.label}
      compact
      placeholder={end.empty}
      options={numberOptions(choices, end)}
      value={query[end.name] ?? ""}
      onChange={setNumber(end.name)}
    />
  );

  return (
    <Panel>
      <SelectField
        id="filter-make"
        name={PARAM.make}
        label="Make"
        optionalMark={false}
        placeholder="Any make"
        options={makeOptions}
        value={query.make}
        onChange={onMake}
      />
      <SelectField
        id="filter-model"
        name={PARAM.model}
        label="Model"
        optionalMark={false}
        placeholder="Any model"
        options={modelOptions}
        value={query.model}
        onChange={onModel}
      />
      <CheckboxGroup
        legend="Body style"
        name={PARAM.body}
        options={listOptions("body")}
        selected={query.body}
        onToggle={toggle("body")}
      />
      <FieldGroup legend="Price">
        <Pair>
          {rangeSelect(RANGE_ENDS.priceMin, priceChoices(options.price, query.priceMin))}
          {rangeSelect(RANGE_ENDS.priceMax, priceChoices(options.price, query.priceMax))}
        </Pair>
      </FieldGroup>
      <SelectField
        id="filter-mileage"
        name={PARAM.mileageMax}
        label={RANGE_ENDS.mileageMax.label}
        optionalMark={false}
        placeholder={RANGE_ENDS.mileageMax.empty}
        options={numberOptions(mileageChoices(options.mileage, query.mileageMax), RANGE_ENDS.mileageMax)}
        value={query.mileageMax ?? ""}
        onChange={setNumber("mileageMax")}
      />
      <FieldGroup legend="Year">
        <Pair>
          {rangeSelect(RANGE_ENDS.yearMin, yearChoices(options.year, query.yearMin))}
          {rangeSelect(RANGE_ENDS.yearMax, yearChoices(options.year, query.yearMax))}
        </Pair>
      </FieldGroup>
      {(Object.keys(LIST_TITLES) as Array<keyof typeof LIST_TITLES>)
        .filter((key) => options[key].length > 0)
        .map((key) => (
          <FoldingGroup key={key} title={LIST_TITLES[key]} chosen={query[key].length}>
            <CheckboxGroup
              legend={LIST_TITLES[key]}
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
