// The "Read on" date of a review rating: the date control, and under it a warning once the rating was read more
// than 90 days ago (src/lib/content/review-age.ts), judged against this browser's today. Decap has no
// warning-level validation (a failed check blocks the save), so a stale rating is shown, not refused; the build
// warns too.
import React from "react";
import { staleReviewNote } from "../../lib/content/review-age";
import type { ValidResult, WidgetInstance, WidgetProps } from "../decap";
import { innerShouldUpdate } from "./inner-should-update";

const noteStyle: React.CSSProperties = {
  margin: "0.5rem 0 0",
  padding: "0.5rem 0.75rem",
  borderLeft: "4px solid #b45309",
  background: "#fef3c7",
  color: "#451a03",
};

/** Today in the editor's time zone, YYYY-MM-DD (the day staff read a rating is their own day). */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function withStaleReviewWarning(Control: React.ComponentType<WidgetProps>): React.ComponentType<WidgetProps> {
  return class StaleReviewDateControl extends React.Component<WidgetProps> {
    static displayName = `StaleReviewDate(${Control.displayName ?? Control.name ?? "Control"})`;

    private readonly inner = React.createRef<WidgetInstance>();

    override shouldComponentUpdate(nextProps: WidgetProps): boolean {
      return innerShouldUpdate(this.inner.current, this.props, nextProps);
    }

    /** The wrapped control's checks: a stale date is a warning, never a reason to refuse the save. */
    isValid = (): ValidResult => this.inner.current?.isValid?.() ?? true;

    override render() {
      const ref: React.Ref<WidgetInstance> = this.inner;
      const note = staleReviewNote(this.props.value, today());
      return (
        <>
          <Control {...this.props} ref={ref} />
          {note && (
            <p role="status" style={noteStyle} data-stale-review="">
              {note}
            </p>
          )}
        </>
      );
    }
  };
}
