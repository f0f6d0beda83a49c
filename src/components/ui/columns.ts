import { css } from "@emotion/react";
import { above, space } from "../../styles/tokens";

/** Two columns side by side from a laptop width up, one above the other below it (`template`: their widths). */
export function twoColumns(template: string) {
  return css`
    display: grid;
    /* One column on a phone, never wider than the window: an e-mail address or a table is not a reason to scroll. */
    grid-template-columns: minmax(0, 1fr);
    gap: ${space["2xl"]};
    align-items: start;
    ${above("lg")} {
      grid-template-columns: ${template};
    }
  `;
}
