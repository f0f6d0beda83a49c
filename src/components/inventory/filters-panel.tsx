import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React, { memo, useEffect, useLayoutEffect, useRef } from "react";
import type { BadgeKey } from "../../lib/content/vehicle-schema";
import { formatPrice } from "../../lib/format";
import { CHIP_LABELS, type ChipLabels, type TextNames } from "../../lib/inventory/active-filters";
import type { FacetCounts, InventoryOptions, Range } from "../../lib/inventory/facets";
import {
  FILTER_TABLE,
  sideKey,
  type ChoiceFilterSpec,
  type FilterTable,
  type RangeFilterSpec,
  type RangeSide,
} from "../../lib/inventory/filter-table";
import { paramsOf, withFilter, type InventoryQuery } from "../../lib/inventory/query";
import { rangeChoices } from "../../lib/inventory/range-options";
import { inventoryCatalogs } from "../../locales/inventory";
import { space } from "../../styles/tokens";
import { useI18n, useLocale } from "../i18n/locale-context";
import { FieldGroup } from "../ui/field";
import { Select, SelectField, type SelectOption } from "../ui/select";
import { CheckboxGroup, FoldingGroup, pairStyle, withCount, type ChoiceOption } from "./filter-fields";
import { useElementCache } from "./use-element-cache";
import {
  inPanelOrder,
  PANEL_LABELS,
  type ChoicePanelLabels,
  type PanelLabels,
  type RangeEnd,
  type RangePanelLabels,
  type TextPanelLabels,
} from "./filter-panel-labels";

const filtersStyle = css`
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
  /** The names a text filter's values show by (a group's lots' names). */
  textNames?: TextNames;
  onChange: (next: InventoryQuery) => void;
  /** The filters drawn and their words: the site's table by default (a test passes a larger one). */
  filters?: PanelFilters;
}

export interface PanelFilters {
  table: FilterTable;
  panel: PanelLabels;
  chips: ChipLabels;
}

const SITE_FILTERS: PanelFilters = { table: FILTER_TABLE, panel: PANEL_LABELS, chips: CHIP_LABELS };
const NO_NAMES: TextNames = {};

// Before commit in the browser (handlers then read the query on screen); the server renders no handlers.
const useCommitEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** A query read by the names a table gives its filters. */
type QueryRecord = Readonly<Record<string, unknown>>;
type Key = keyof InventoryQuery;

/** Every filter of /inventory/ as named form fields: they submit as a plain GET form and drive the live search. */
// Memoised: it is the largest part of the search form and only changes with the query or the counts.
export const FiltersPanel = memo(function FiltersPanel({
  query,
  options,
  counts,
  badgeLabels,
  textNames = NO_NAMES,
  onChange,
  filters = SITE_FILTERS,
}: FiltersPanelProps) {
  const i18n = useI18n(inventoryCatalogs);
  const locale = useLocale();
  const { table, panel, chips } = filters;
  const param = paramsOf(table);
  const record = query as unknown as QueryRecord;
  const offered = options as unknown as Readonly<Record<string, unknown>>;
  const countsByFacet = counts as Record<string, Record<string, number>> | null;
  const part = useElementCache();
  // A part drawn earlier keeps its handlers: they read the query and onChange of the latest commit.
  const latest = useRef({ query, onChange });
  useCommitEffect(() => {
    latest.current = { query, onChange };
  });
  const change = (next: (current: InventoryQuery) => InventoryQuery) =>
    latest.current.onChange(next(latest.current.query));
  const countOf = (key: string, value: string) => (countsByFacet ? (countsByFacet[key]?.[value] ?? 0) : undefined);
  const valuesOf = (id: string) => (offered[id] as string[] | undefined) ?? [];
  const chosenOf = (id: string) => (record[id] as string[] | undefined) ?? [];
  const listOptions = (id: string): ChoiceOption[] =>
    valuesOf(id).map((value) => ({
      value,
      label: chips.values[id](value, locale, badgeLabels),
      count: countOf(id, value),
    }));
  const toggle = (id: string) => (value: string, checked: boolean) =>
    change((current) => {
      const chosen = (current as unknown as QueryRecord)[id] as string[] | undefined;
      const next = checked ? [...(chosen ?? []), value] : (chosen ?? []).filter((other) => other !== value);
      // Keep the canonical order the URL uses.
      return withFilter(current, id as Key, valuesOf(id).filter((option) => next.includes(option)) as never);
    });
  const setNumber = (key: string) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value === "" ? undefined : Number(event.currentTarget.value);
    change((current) => withFilter(current, key as Key, value as never));
  };

  const onMake = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const make = event.currentTarget.value;
    change((current) => withFilter(current, "make", make));
  };
  const onModel = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const model = event.currentTarget.value;
    change((current) => {
      // Choosing a model before a make picks its make too, when only one make has that model.
      const makes = Object.keys(options.modelsByMake).filter((make) => options.modelsByMake[make].includes(model));
      const withMake = !current.make && model && makes.length === 1 ? withFilter(current, "make", makes[0]) : current;
      return withFilter(withMake, "model", model);
    });
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

  // Make and model: the model's choices follow the make.
  const textFields: Record<string, () => React.ReactNode> = {
    make: () => (
      <SelectField
        key="make"
        id="filter-make"
        name={param.make}
        label={i18n._(msg`Make`)}
        optionalMark={false}
        placeholder={i18n._(msg`Any make`)}
        options={makeOptions}
        value={query.make}
        onChange={onMake}
      />
    ),
    model: () => (
      <SelectField
        key="model"
        id="filter-model"
        name={param.model}
        label={i18n._(msg`Model`)}
        optionalMark={false}
        placeholder={i18n._(msg`Any model`)}
        options={modelOptions}
        value={query.model}
        onChange={onModel}
      />
    ),
  };

  // Any other text filter (a group's lot): one select, shown where the inventory has two or more values (or the
  // address asks for one).
  const openTextField = (id: string, labels: TextPanelLabels) => {
    const value = (record[id] as string | undefined) ?? "";
    const present = valuesOf(id);
    if (present.length < 2 && value === "") return null;
    const names = textNames[id] ?? {};
    const known = present.some((option) => option.toLowerCase() === value.toLowerCase());
    // In the order the names are given (a group's lots' order), then any other value present.
    const ordered = [
      ...Object.keys(names).filter((option) => present.includes(option)),
      ...present.filter((option) => !(option in names)),
    ];
    return (
      <SelectField
        key={id}
        id={`filter-${id}`}
        name={param[id]}
        label={i18n._(labels.label)}
        optionalMark={false}
        placeholder={i18n._(labels.empty)}
        options={[
          ...unknown(value, value === "" || known),
          ...ordered.map((option) => ({
            value: option,
            label: withCount(names[option] ?? option, countOf(id, option)),
          })),
        ]}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
          const chosen = event.currentTarget.value;
          change((current) => withFilter(current, id as Key, chosen as never));
        }}
      />
    );
  };

  /** The choices of one side of a range; "" (the empty choice) is no limit. */
  const numberOptions = (spec: RangeFilterSpec, labels: RangePanelLabels, side: RangeSide): SelectOption[] => {
    const key = sideKey(spec.id, side);
    const words = chips.numbers(locale)[key];
    const current = record[key] as number | undefined;
    return rangeChoices(spec, (offered[spec.id] as Range | undefined) ?? null, current).map((value) => ({
      value: String(value),
      label: labels.asPrice ? formatPrice(value, locale) : words(value),
    }));
  };

  const rangeSelect = (spec: RangeFilterSpec, labels: RangePanelLabels, side: RangeSide, end: RangeEnd) => {
    const key = sideKey(spec.id, side);
    return (
      <Select
        key={key}
        name={param[key]}
        aria-label={i18n._(end.label)}
        compact
        placeholder={i18n._(end.empty)}
        options={numberOptions(spec, labels, side)}
        value={(record[key] as number | undefined) ?? ""}
        onChange={setNumber(key)}
      />
    );
  };

  // A one-sided range is a labelled select; a two-sided one a pair under a legend.
  const rangeField = (spec: RangeFilterSpec, labels: RangePanelLabels) => {
    const ends = spec.sides.flatMap((side) => {
      const end = labels.sides[side];
      return end ? [{ side, end }] : [];
    });
    if (ends.length === 1) {
      const [{ side, end }] = ends;
      const key = sideKey(spec.id, side);
      return (
        <SelectField
          key={spec.id}
          id={`filter-${spec.id}`}
          name={param[key]}
          label={i18n._(end.label)}
          optionalMark={false}
          placeholder={i18n._(end.empty)}
          options={numberOptions(spec, labels, side)}
          value={(record[key] as number | undefined) ?? ""}
          onChange={setNumber(key)}
        />
      );
    }
    return (
      <FieldGroup key={spec.id} legend={labels.legend ? i18n._(labels.legend) : ""}>
        <div css={pairStyle} data-wide={labels.wide || undefined}>
          {ends.map(({ side, end }) => rangeSelect(spec, labels, side, end))}
        </div>
      </FieldGroup>
    );
  };

  const choiceField = (spec: ChoiceFilterSpec, labels: ChoicePanelLabels) => {
    const group = (
      <CheckboxGroup
        key={spec.id}
        legend={i18n._(labels.title)}
        hideLegend={!labels.open}
        name={spec.param}
        options={listOptions(spec.id)}
        selected={chosenOf(spec.id)}
        onToggle={toggle(spec.id)}
      />
    );
    if (labels.open) return group;
    if (valuesOf(spec.id).length === 0) return null;
    return (
      <FoldingGroup key={spec.id} title={i18n._(labels.title)} chosen={chosenOf(spec.id).length}>
        {group}
      </FoldingGroup>
    );
  };

  return (
    <div css={filtersStyle}>
      {inPanelOrder(table, panel).map((spec) => {
        // Each part again only when what it shows changed (the words of the page are the same throughout).
        const shared = [filters, locale, badgeLabels, options];
        const labels = panel[spec.id];
        if (spec.kind === "text" && labels?.kind === "text") {
          const deps = [...shared, record[spec.id], countsByFacet?.[spec.id], textNames];
          return part(spec.id, deps, () => openTextField(spec.id, labels));
        }
        if (spec.kind === "text") {
          const draw = textFields[spec.id];
          // The models show counts only under a chosen make.
          const modelCounts = query.make ? countsByFacet?.model : null;
          const deps = [...shared, query.make, query.model, countsByFacet?.make, modelCounts];
          return draw ? part(spec.id, deps, draw) : null;
        }
        if (spec.kind === "range" && labels?.kind === "range") {
          const values = spec.sides.map((side) => record[sideKey(spec.id, side)]);
          return part(spec.id, [...shared, ...values], () => rangeField(spec, labels));
        }
        if (spec.kind === "choice" && labels?.kind === "choice") {
          const deps = [...shared, chosenOf(spec.id), countsByFacet?.[spec.id]];
          return part(spec.id, deps, () => choiceField(spec, labels));
        }
        return null;
      })}
    </div>
  );
});
