import { css } from "@emotion/react";
import React from "react";
import type { Testimonial } from "../../lib/content/testimonial-schema";
import { StarRating } from "./star-rating";

const list = css`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  height: 100%;
  margin: 0;
  padding: 1.25rem;
  border-radius: 0.75rem;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  & blockquote {
    flex: 1;
    margin: 0;
    line-height: 1.6;
  }
  & blockquote p {
    margin: 0;
  }
  & figcaption {
    font-weight: 700;
  }
  & figcaption span {
    display: block;
    font-weight: 400;
    color: var(--color-text-muted);
  }
`;

export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul css={list}>
      {testimonials.map((testimonial) => (
        <li key={`${testimonial.name}-${testimonial.text.slice(0, 20)}`}>
          <figure css={card}>
            <StarRating rating={testimonial.rating} />
            <blockquote>
              <p>&ldquo;{testimonial.text}&rdquo;</p>
            </blockquote>
            <figcaption>
              {testimonial.name}
              <span>{testimonial.title}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
