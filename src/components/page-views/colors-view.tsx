import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { formatRatio } from "../../lib/colors/contrast";
import { paletteLabel } from "../../lib/colors/palette-labels";
import { rowContrast, type RowContrast } from "../../lib/colors/palette-contrast";
import { colorsCatalogs } from "../../locales/colors";
import type { ColourMode, PaletteRow } from "../../styles/palette";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { useI18n, useLocale } from "../i18n/locale-context";
import { withTags } from "../i18n/with-tags";
import { PageContainer, PageHeader } from "../ui/page-container";
import { row } from "../ui/layout";
import { tableScroller } from "../ui/data-table";

const table = css`
  width: 100%;
  min-width: 54rem;
  border-collapse: collapse;
  font-size: ${fontSize.md};
  & th,
  & td {
    padding: ${space.md};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid var(--color-border);
  }
  & thead th {
    background: var(--color-surface-muted);
    font-size: ${fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  & code {
    font-size: 0.9em;
  }
`;

const swatchRow = row(space.sm);

const swatch = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 3rem;
  height: 2.25rem;
  border-radius: ${radius.sm};
  border: 1px solid var(--color-text-muted);
  font-weight: ${fontWeight.bold};
`;

const verdict = (passes: boolean) => css`
  font-weight: ${fontWeight.bold};
  color: ${passes ? "var(--color-success)" : "var(--color-danger)"};
`;

// Token names and colour values are code: not for a translator (or a browser's translation) to touch.
const code = (text: string) => <code translate="no">{text}</code>;

/** The palette's own colours for one mode, drawn as a sample: text on its background, or a ring. */
function Sample({
  row,
  contrast,
  mode,
  byToken,
}: {
  row: PaletteRow;
  contrast: RowContrast;
  mode: ColourMode;
  byToken: Map<string, PaletteRow>;
}) {
  const fg = byToken.get(contrast.foreground)?.[mode] ?? row[mode];
  const bg = byToken.get(contrast.background)?.[mode] ?? row[mode];
  if (contrast.kind === "text") {
    return (
      <span css={swatch} style={{ color: fg, background: bg }} aria-hidden="true" translate="no">
        Aa
      </span>
    );
  }
  if (contrast.kind === "non-text") {
    return <span css={swatch} style={{ background: bg, boxShadow: `inset 0 0 0 3px ${fg}` }} aria-hidden="true" />;
  }
  return <span css={swatch} style={{ background: row[mode] }} aria-hidden="true" />;
}

function ContrastCell({ ratio, passes, minimum }: { ratio: number; passes: boolean; minimum?: number }) {
  const i18n = useI18n(colorsCatalogs);
  if (minimum === undefined) {
    return (
      <td>
        {formatRatio(ratio)}
        <br />
        <span>{i18n._(msg`Decorative, no minimum`)}</span>
      </td>
    );
  }
  return (
    <td>
      {formatRatio(ratio)}
      <br />
      <span css={verdict(passes)}>
        <span aria-hidden="true">{passes ? "✓ " : "✗ "}</span>
        {passes ? i18n._(msg`Passes AA (${minimum}:1)`) : i18n._(msg`Fails AA (${minimum}:1)`)}
      </span>
    </td>
  );
}

export function ColorsView({ palette }: { palette: readonly PaletteRow[] }) {
  const i18n = useI18n(colorsCatalogs);
  const locale = useLocale();
  const byToken = new Map(palette.map((row) => [row.token, row]));
  const rows = palette.map((row) => ({ row, contrast: rowContrast(row, palette) }));
  const failures = rows.filter(({ contrast }) => !contrast.passesLight || !contrast.passesDark).length;
  const total = rows.length;
  return (
    <PageContainer>
      <PageHeader
        title={i18n._(msg`Colors`)}
        lead={i18n._(
          msg`Every color of the site's palette in light and dark mode, and the contrast of the text or ring drawn with it (WCAG 2.2 AA).`,
        )}
      />
      <p>
        {failures === 0
          ? i18n._(msg`All ${total} colors meet their contrast minimum in both modes.`)
          : i18n._(msg`${failures} of ${total} colors miss their contrast minimum in at least one mode.`)}{" "}
        {i18n._(msg`Text needs 4.5:1, the focus ring 3:1; borders are decorative.`)}
      </p>
      <div css={tableScroller} role="region" aria-labelledby="palette-caption" tabIndex={0}>
        <table css={table}>
          <caption id="palette-caption" className="visually-hidden">
            {i18n._(msg`Palette colors with their light and dark values and contrast`)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{i18n._(msg`Color`)}</th>
              <th scope="col">{i18n._(msg`Light`)}</th>
              <th scope="col">{i18n._(msg`Dark`)}</th>
              <th scope="col">{i18n._(msg`Measured`)}</th>
              <th scope="col">{i18n._(msg`Contrast, light`)}</th>
              <th scope="col">{i18n._(msg`Contrast, dark`)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ row, contrast, contrast: { foreground, background } }) => (
              <tr key={row.token}>
                <th scope="row">
                  {paletteLabel(row, locale)}
                  <br />
                  <code translate="no">--color-{row.token}</code>
                </th>
                {(["light", "dark"] as const).map((mode) => (
                  <td key={mode}>
                    <span css={swatchRow}>
                      <Sample row={row} contrast={contrast} mode={mode} byToken={byToken} />
                      <code translate="no">{row[mode]}</code>
                    </span>
                  </td>
                ))}
                <td>{withTags(i18n._(msg`<0>${foreground}</0> on <1>${background}</1>`), [code, code])}</td>
                <ContrastCell ratio={contrast.light} passes={contrast.passesLight} minimum={contrast.minimum} />
                <ContrastCell ratio={contrast.dark} passes={contrast.passesDark} minimum={contrast.minimum} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PageContainer>
  );
}
