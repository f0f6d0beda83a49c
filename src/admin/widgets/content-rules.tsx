// Wraps Decap's own field controls so each field is judged by the build's zod schemas: a value the build
// would refuse gets the schema's message next to the field, and the entry cannot be saved until it is fixed.
import React from "react";
import { fieldMessages } from "../../lib/admin/content-files";
import { parseContentPath } from "../../lib/admin/cms-fields";
import { kindOfCollection } from "../content-kind";
import { plain, type ValidResult, type WidgetInstance, type WidgetProps } from "../decap";
import { innerShouldUpdate } from "./inner-should-update";

/** The schema's messages for the field a control edits (none for fields without a `content_path`). */
function contentRuleMessages(props: WidgetProps): string[] {
  const contentPath = props.field.get("content_path");
  const kind = kindOfCollection(props.collection?.get("name"));
  if (typeof contentPath !== "string" || !kind) return [];
  const entryData = plain(props.entry?.get("data")) ?? {};
  return fieldMessages(kind, parseContentPath(contentPath), entryData, plain(props.value));
}

function contentRuleResult(props: WidgetProps): ValidResult {
  const messages = contentRuleMessages(props);
  return messages.length === 0
    ? true
    : { error: { type: "CUSTOM", parentIds: props.parentIds, message: messages.join(" ") } };
}

function isError(result: ValidResult | undefined): boolean {
  if (result === undefined || result === true) return false;
  if (result === false || result instanceof Promise) return true;
  return typeof result === "object" && Boolean(result.error);
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === "" ||
    (typeof value === "object" && "size" in value && value.size === 0)
  );
}

/** A leaf control (text, number, select ...) that also answers to the content rules. */
export function withContentRules(Control: React.ComponentType<WidgetProps>): React.ComponentType<WidgetProps> {
  return class ContentRulesControl extends React.Component<WidgetProps> {
    static displayName = `ContentRules(${Control.displayName ?? Control.name ?? "Control"})`;

    private readonly inner = React.createRef<WidgetInstance>();

    /** Called by Decap (unbound) when it validates the field: the control's own checks first, then the schema's. */
    isValid = (): ValidResult => {
      const own = this.inner.current?.isValid?.();
      if (isError(own)) return own as ValidResult;
      return contentRuleResult(this.props);
    };

    /** The wrapped control's re-render rule (Decap's Widget asks the control it holds a ref to: this wrapper). */
    override shouldComponentUpdate(nextProps: WidgetProps): boolean {
      return innerShouldUpdate(this.inner.current, this.props, nextProps);
    }

    /** Judge a filled-in field as soon as the cursor leaves it, not only on Save. */
    private handleBlur = () => {
      this.props.setInactiveStyle();
      if (!isBlank(this.props.value)) this.props.validate();
    };

    override render() {
      const ref: React.Ref<WidgetInstance> = this.inner;
      return <Control {...this.props} setInactiveStyle={this.handleBlur} ref={ref} />;
    }
  };
}
