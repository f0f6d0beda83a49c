import styled from "@emotion/styled";
import { space } from "../../styles/tokens";

/**
 * Action buttons that share rows as their labels allow: the first (the main action) takes a whole row, the
 * others wrap to the next row rather than break a label or a phone number, and each row is filled edge to edge.
 */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  & > * {
    flex: 1 1 auto;
    white-space: nowrap;
  }
  & > :first-child {
    flex-basis: 100%;
  }
`;
