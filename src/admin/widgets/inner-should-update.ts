// Decap's Widget asks its control whether to re-render (`shouldComponentUpdate`, taken from the control's ref)
// and otherwise compares only value and style. A wrapper must answer with the wrapped control's own rule:
// the file and image controls re-render when a photo is chosen in the media library (their `mediaPaths`),
// before the value changes, and a wrapper without this rule left a chosen photo unseen until the next save.
import type { WidgetInstance, WidgetProps } from "../decap";

export function innerShouldUpdate(inner: WidgetInstance | null, props: WidgetProps, nextProps: WidgetProps): boolean {
  if (inner?.shouldComponentUpdate) return inner.shouldComponentUpdate(nextProps);
  // Decap's own default for a control without the method.
  return (
    props.value !== nextProps.value ||
    props.classNameWrapper !== nextProps.classNameWrapper ||
    props.hasActiveStyle !== nextProps.hasActiveStyle
  );
}
