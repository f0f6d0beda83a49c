import styled from "@emotion/styled";

/** The width and padding of the inventory, list and detail pages. */
export const PageContainer = styled.div`
  max-width: 75rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  @media (min-width: 1024px) {
    padding: 2rem 1.5rem 4rem;
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 0.25rem;
  font-size: clamp(1.625rem, 4vw, 2.25rem);
  line-height: 1.2;
`;

export const PageIntro = styled.p`
  margin: 0 0 1.25rem;
  color: var(--color-text-muted);
`;
