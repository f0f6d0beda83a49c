import styled from "@emotion/styled";
import { space } from "../../styles/tokens";

/** Action buttons two to a row; the first (the main action) and an odd last one take a whole row. */
export const ButtonRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
  & > :first-child,
  & > :last-child:nth-child(even) {
    grid-column: 1 / -1;
  }
`;
