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
import {
  CheckboxGroup,
  Field,
  FieldGroup,
  FoldingGroup,
  Pair,
  Select,
  withCount,
  type ChoiceOption,
} from "./filter-fields";
import { space } from "../../styles/tokens";

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

interface NumberSelectProps {
  name: NumberFilterKey;
  id?: string;
  /** The accessible name, when no <label> names it. */
  label?: string;
  empty: string;
  choices: number[];
  format: (value: number) => string;
  query: InventoryQuery;
  onChange: (key: NumberFilterKey) => (event: React.ChangeEvent<HTMLSelectElement>) => void;
}

/** One end of a number range (price, mileage, year) as a select; "" is no limit. */
function NumberSelect(props: NumberSelectProps) {
  return (
    <Select
      id={props.id}
      name={PARAM[props.name]}
      aria-label={props.label}
      value={props.query[props.name] ?? ""}
      onChange={props.onChange(props.name)}
    >
      <option value="">{props.empty}</option>
      {props.choices.map((value) => (
        <option key={value} value={value}>
          {props.format(value)}
        </option>
      ))}
    </Select>
  );
}

// The ends of the number ranges: what each select is called and how its choices read.
const RANGE_ENDS = {
  priceMin: { name: "priceMin", label: "Lowest price", empty: "No min", format: formatPrice },
  priceMax: { name: "priceMax", label: "Highest price", empty: "No max", format: formatPrice },
  mileageMax: {
    name: "mileageMax",
    id: "filter-mileage",
    empty: "Any mileage",
    format: (miles: number) => `Up to ${formatNumber(miles)} miles`,
  },
  yearMin: { name: "yearMin", label: "Oldest year", empty: "Any year", format: (year: number) => `${year} or newer` },
  yearMax: { name: "yearMax", label: "Newest year", empty: "Any year", format: (year: number) => `${year} or older` },
} satisfies Record<NumberFilterKey, Omit<NumberSelectProps, "choices" | "query" | "onChange">>;

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

  return (
    <Panel>
      <Field>
        <label htmlFor="filter-make">Make</label>
        <Select id="filter-make" name={PARAM.make} value={query.make} onChange={onMake}>
          <option value="">Any make</option>
          {!makeKnown && <option value={query.make}>{query.make}</option>}
          {options.makes.map((make) => (
            <option key={make} value={make}>
              {withCount(make, countOf("make", make))}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor="filter-model">Model</label>
        <Select id="filter-model" name={PARAM.model} value={query.model} onChange={onModel}>
          <option value="">Any model</option>
          {!modelKnown && <option value={query.model}>{query.model}</option>}
          {query.make
            ? modelChoices.map((model) => (
                <option key={model} value={model}>
                  {withCount(model, countOf("model", model))}
                </option>
              ))
            : options.makes.map((make) => (
                <optgroup key={make} label={make}>
                  {options.modelsByMake[make].map((model) => (
                    <option key={model} value={model}>
                      {model}
                    </option>
                  ))}
                </optgroup>
              ))}
        </Select>
      </Field>
      <CheckboxGroup
        legend="Body style"
        name={PARAM.body}
        options={listOptions("body")}
        selected={query.body}
        onToggle={toggle("body")}
      />
      <FieldGroup>
        <legend>Price</legend>
        <Pair>
          <NumberSelect
            {...RANGE_ENDS.priceMin}
            choices={priceChoices(options.price, query.priceMin)}
            query={query}
            onChange={setNumber}
          />
          <NumberSelect
            {...RANGE_ENDS.priceMax}
            choices={priceChoices(options.price, query.priceMax)}
            query={query}
            onChange={setNumber}
          />
        </Pair>
      </FieldGroup>
      <Field>
        <label htmlFor="filter-mileage">Mileage</label>
        <NumberSelect
          {...RANGE_ENDS.mileageMax}
          choices={mileageChoices(options.mileage, query.mileageMax)}
          query={query}
          onChange={setNumber}
        />
      </Field>
      <FieldGroup>
        <legend>Year</legend>
        <Pair>
          <NumberSelect
            {...RANGE_ENDS.yearMin}
            choices={yearChoices(options.year, query.yearMin)}
            query={query}
            onChange={setNumber}
          />
          <NumberSelect
            {...RANGE_ENDS.yearMax}
            choices={yearChoices(options.year, query.yearMax)}
            query={query}
            onChange={setNumber}
          />
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
