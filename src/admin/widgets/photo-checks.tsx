// The photo field measures each photo staff choose or upload (format by its first bytes, size, dimensions) and
// refuses one the site cannot use, with the reason next to the field, on every backend. The local backend
// checks again before it writes (scripts/editor-backend/upload-check.ts).
import React from "react";
import { photoUploadProblem, type PhotoFacts } from "../../lib/admin/photo-upload-rules";
import type { ValidResult, WidgetInstance, WidgetProps } from "../decap";
import { innerShouldUpdate } from "./inner-should-update";

type GetAsset = (path: string, field: unknown) => { toString(): string } | undefined;

/** The photo's bytes as Decap holds them: only a blob: or data: URL is the file itself (a bare path is not). */
function photoUrl(props: WidgetProps): string | undefined {
  if (typeof props.value !== "string" || !props.value) return undefined;
  const url = (props.getAsset as GetAsset | undefined)?.(props.value, props.field)?.toString() ?? "";
  return /^(blob|data):/.test(url) ? url : undefined;
}

async function photoFacts(url: string): Promise<PhotoFacts> {
  const blob = await (await fetch(url)).blob();
  const head = new Uint8Array(await blob.slice(0, 16).arrayBuffer());
  let width: number | undefined;
  let height: number | undefined;
  try {
    const bitmap = await createImageBitmap(blob);
    ({ width, height } = bitmap);
    bitmap.close();
  } catch {
    width = undefined;
  }
  return { head, size: blob.size, width, height };
}

interface State {
  /** The photo last measured, and what is wrong with it (undefined: nothing). */
  checked?: { value: string; problem: string | undefined };
}

/** Wraps the image control: photos chosen while the entry is open are measured; the ones already saved are not. */
export function withPhotoChecks(Control: React.ComponentType<WidgetProps>): React.ComponentType<WidgetProps> {
  return class PhotoChecksControl extends React.Component<WidgetProps, State> {
    static displayName = `PhotoChecks(${Control.displayName ?? Control.name ?? "Control"})`;

    override state: State = {};
    private readonly inner = React.createRef<WidgetInstance>();
    private readonly initialValue = this.props.value;
    private measuring: { value: string; problem: Promise<string | undefined> } | undefined;
    private mounted = false;

    override componentDidMount() {
      this.mounted = true;
    }

    override componentWillUnmount() {
      this.mounted = false;
    }

    /** The wrapped control's rule for new props (Decap's Widget asks this); a measured photo is state of ours. */
    override shouldComponentUpdate(nextProps: WidgetProps, nextState?: State): boolean {
      if (nextState !== undefined && nextState !== this.state) return true;
      return innerShouldUpdate(this.inner.current, this.props, nextProps);
    }

    override componentDidUpdate() {
      const { value } = this.props;
      if (typeof value !== "string" || value === this.initialValue || value === this.measuring?.value) return;
      if (this.state.checked?.value === value) return;
      // Decap loads a chosen photo's bytes asynchronously: measure once they are there.
      const url = photoUrl(this.props);
      if (!url) return;
      const problem = photoFacts(url)
        .then((facts) => photoUploadProblem(value, facts))
        .catch(() => `${value} could not be read as a photo (the file may be damaged).`);
      this.measuring = { value, problem };
      void problem.then((found) => {
        this.measuring = undefined;
        if (!this.mounted || this.props.value !== value) return;
        this.setState({ checked: { value, problem: found } }, () => this.props.validate());
      });
    }

    /** Called by Decap when it validates the field: a measured problem first, then the wrapped control's checks. */
    isValid = (): ValidResult => {
      const { checked } = this.state;
      if (checked && checked.value === this.props.value && checked.problem)
        return { error: { type: "CUSTOM", parentIds: this.props.parentIds, message: checked.problem } };
      // Saved while the photo is still being measured: Decap waits for this answer (a rejection is a problem).
      const pending = this.measuring;
      if (pending && pending.value === this.props.value)
        return pending.problem.then((found) => (found ? Promise.reject(found) : true));
      return this.inner.current?.isValid?.() ?? true;
    };

    override render() {
      const ref: React.Ref<WidgetInstance> = this.inner;
      return <Control {...this.props} ref={ref} />;
    }
  };
}
