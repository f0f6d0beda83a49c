import { css } from "@emotion/react";
import React from "react";
import type { Testimonial } from "../../lib/content/testimonial-schema";
import { testimonialTitleLabel } from "../../lib/content/testimonial-title-labels";
import { localizedField } from "../../lib/i18n/localized-text";
import { above, fontWeight, GUTTER, lineHeight, space } from "../../styles/tokens";
import { panelStyle } from "../ui/panel";
import { LocalizedSpan } from "../i18n/localized-span";
import { useLocale } from "../i18n/locale-context";
import { StarRating } from "./star-rating";

// Phones: a row to swipe through (keyboard users scroll it once focused). Wider screens: balanced
// columns, so ten quotes of different lengths leave no gaps.
const list = css`
  /* Positioned, so visually hidden text (position: absolute) inside the cards is clipped by this
     scroller instead of widening the page: phones would otherwise zoom the whole page out. */
  position: relative;
  display: flex;
  gap: ${space.md};
  /* Out to the screen's edges, so cards scroll off the side rather than at the gutter. */
  margin: 0 calc(-1 * ${GUTTER});
  padding: ${space["2xs"]} ${GUTTER} ${space.lg};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 ${GUTTER};
  & > li {
    flex: 0 0 min(85%, 20rem);
    scroll-snap-align: start;
  }
  &:focus-visible {
    outline: var(--focus-ring);
    outline-offset: -3px;
  }
  ${above("md")} {
    display: block;
    columns: 3 17rem;
    column-gap: ${space.lg};
    margin: 0;
    padding: 0;
    overflow: visible;
    & > li {
      break-inside: avoid;
      margin-bottom: ${space.lg};
    }
  }
`;

const card = css`
  ${panelStyle};
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  height: 100%;
  margin: 0;
  & blockquote {
    flex: 1;
    margin: 0;
    line-height: ${lineHeight.body};
  }
  & blockquote p {
    margin: 0;
  }
  & figcaption {
    font-weight: ${fontWeight.bold};
  }
  & figcaption span {
    display: block;
    font-weight: ${fontWeight.regular};
    color: var(--color-text-muted);
  }
`;

export function TestimonialList({
  testimonials,
  labelledBy,
}: {
  testimonials: readonly Testimonial[];
  labelledBy: string;
}) {
  const locale = useLocale();
  return (
    // Focusable so the row can be scrolled with arrow keys on phones (WCAG 2.1.1, axe's
    // scrollable-region-focusable); it stays a list for screen readers.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul css={list} tabIndex={0} aria-labelledby={labelledBy}>
      {testimonials.map((testimonial) => (
        <li key={`${testimonial.name}-${testimonial.text.en.slice(0, 20)}`}>
          <figure css={card}>
            <StarRating rating={testimonial.rating} />
            <blockquote>
              <p>
                &ldquo;
                <LocalizedSpan text={localizedField(testimonial.text, locale)} />
                &rdquo;
              </p>
            </blockquote>
            <figcaption>
              {testimonial.name}
              <span>{testimonialTitleLabel(testimonial.title, locale)}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
