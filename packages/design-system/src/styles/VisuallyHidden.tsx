import styled from 'styled-components';
import { visuallyHidden } from './visually-hidden';

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
