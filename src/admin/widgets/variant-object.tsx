// An object whose fields depend on one of them (the Buyers Guide choice: a dealer warranty's terms are
// asked for only when "Dealer warranty" is chosen). Fields carry `for_types` (cms-fields.ts); the other
// fields are hidden, and the file format drops their values (toContent) so the saved file has only the
// chosen variant's fields.
import React from "react";
import type { ImmutableList, ImmutableMap, WidgetInstance, WidgetProps } from "../decap";

export function variantObjectControl(
  ObjectControl: React.ComponentType<WidgetProps>,
): React.ComponentType<WidgetProps> {
  return class VariantObjectControl extends React.Component<WidgetProps> {
    private readonly inner = React.createRef<WidgetInstance>();

    /** Decap's editor calls this for container fields; the object control validates the shown fields. */
    validate = () => this.inner.current?.validate?.();

    override render() {
      const fields = this.props.field.get("fields") as ImmutableList<ImmutableMap>;
      const keyField = fields.get(0) as ImmutableMap | undefined;
      const chosen = keyField
        ? (this.props.value as ImmutableMap | undefined)?.get?.(String(keyField.get("name")))
        : undefined;
      const shown = fields.filter((field) => {
        const forTypes = field.get("for_types") as ImmutableList | undefined;
        return !forTypes || forTypes.includes(chosen);
      });
      const ref: React.Ref<WidgetInstance> = this.inner;
      return <ObjectControl {...this.props} field={this.props.field.set("fields", shown)} ref={ref} />;
    }
  };
}
