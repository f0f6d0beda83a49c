// Opening hours as staff think of them: seven labelled lines, Monday to Sunday, one text box each (site.json's,
// and a lot's sales and service hours in content/locations/). The list keeps its shape (one {day, hours} a day, in
// order) because the days cannot be added, removed or reordered here; each line is judged by the schema's hours rule.
import React from "react";
import { contentIssues, entrySchema } from "../../lib/admin/content-files";
import { schemaAt } from "../../lib/admin/zod-introspect";
import { WEEK_DAYS } from "../../lib/content/site-settings-schema";
import { plain, type ImmutableList, type ValidResult, type WidgetProps } from "../decap";

interface DayHours {
  day: string;
  hours: string;
}

function daysOf(value: unknown): DayHours[] {
  const list = plain(value);
  return Array.isArray(list) ? (list as DayHours[]) : [];
}

/** The seven lines to show: the value's, or seven empty ones for a new lot's hours (the value stays empty until typed in). */
function weekOf(value: unknown): DayHours[] {
  const days = daysOf(value);
  return days.length > 0 ? days : WEEK_DAYS.map((day) => ({ day, hours: "" }));
}

/**
 * One message per day that breaks the rule ("Tuesday: expected hours like ..."), or the list's own problem.
 * @internal exported for its unit tests
 */
export function openingHoursMessages(value: unknown): string[] {
  const schema = schemaAt(entrySchema("site"), ["hours"]);
  if (!schema) return [];
  const days = daysOf(value);
  return contentIssues(schema, days).map((issue) => {
    const index = typeof issue.path[0] === "number" ? issue.path[0] : undefined;
    return index === undefined
      ? issue.message
      : `${days[index]?.day ?? WEEK_DAYS[index] ?? `Line ${index + 1}`}: ${issue.message}`;
  });
}

const rowStyle: React.CSSProperties = {
  display: "grid",
  gridTemplateColumns: "8rem minmax(0, 16rem)",
  alignItems: "center",
  gap: "0.75rem",
  margin: "0.25rem 0",
};
const inputStyle: React.CSSProperties = {
  font: "inherit",
  padding: "0.4rem 0.6rem",
  border: "1px solid #dfdfe3",
  borderRadius: 4,
};

export class OpeningHoursControl extends React.Component<WidgetProps> {
  isValid = (): ValidResult => {
    // Optional hours (a lot's service hours) left empty are left out of the file; once typed in, all seven count.
    if (daysOf(this.props.value).length === 0 && this.props.field?.get("required") === false) return true;
    const messages = openingHoursMessages(this.props.value);
    return messages.length === 0
      ? true
      : { error: { type: "CUSTOM", parentIds: this.props.parentIds, message: messages.join(" ") } };
  };

  private change(index: number, hours: string) {
    const { value, onChange } = this.props;
    if (daysOf(value).length > 0 && value && typeof value === "object" && "setIn" in value)
      onChange((value as ImmutableList).setIn([index, "hours"], hours));
    else onChange(weekOf(value).map((entry, at) => (at === index ? { ...entry, hours } : entry)));
  }

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, validate } = this.props;
    const days = weekOf(this.props.value);
    const label = this.props.field?.get("label");
    return (
      <div
        id={forID}
        role="group"
        aria-label={typeof label === "string" ? label : "Opening hours"}
        className={classNameWrapper}
      >
        {days.map((entry, index) => (
          <div key={entry.day} style={rowStyle}>
            <label htmlFor={`${forID}-${index}`}>{entry.day}</label>
            <input
              id={`${forID}-${index}`}
              type="text"
              value={entry.hours}
              style={inputStyle}
              onFocus={setActiveStyle}
              onBlur={() => {
                setInactiveStyle();
                validate();
              }}
              onChange={(event) => this.change(index, event.target.value)}
            />
          </div>
        ))}
      </div>
    );
  }
}

export function OpeningHoursPreview({ value }: { value?: unknown }) {
  return (
    <ul>
      {daysOf(value).map((entry) => (
        <li key={entry.day}>
          {entry.day}: {entry.hours}
        </li>
      ))}
    </ul>
  );
}
