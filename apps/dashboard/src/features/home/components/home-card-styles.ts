import styled from 'styled-components';
import { vars } from '@seller/design-system';

/* What the cards and their placeholders are drawn with, so a placeholder takes its card's lines. */

export const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${vars.space['300']};

  dt {
    color: ${vars.color.textSubdued};
    font-size: ${vars.font.size200};
  }
  dd {
    margin: ${vars.space['050']} 0 0;
    font-size: ${vars.font.size500};
    font-weight: ${vars.font.weightSemibold};
  }
`;

/* One figure per row where two would wrap their words ('41,4 dari / target 90'). */
export const WideFigures = styled(Figures)`
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

/* One line per announcement and one for its category and date, whatever the title's length:
   the card's height does not depend on the titles, and the full title is one click away. */
export const OneLine = styled.span`
  display: flex;
  gap: 0.25em;
  min-width: 0;
  white-space: nowrap;
  & > a {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > :not(a) {
    flex: none;
  }
`;

export const Big = styled.p`
  margin: 0;
  font-size: ${vars.font.size700};
  font-weight: ${vars.font.weightBold};
`;

/** Beside a big total: what it is made of. */
export const PenaltyCount = styled.span`
  font-size: ${vars.font.size200};
  font-weight: ${vars.font.weightRegular};
  color: ${vars.color.textSubdued};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textSubdued};
`;

export const OneLineMuted = styled(Muted)`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* Its lines may be cut short with an ellipsis, never widen the card. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['200']};
`;

export const Pill = styled.span<{ $tone: 'ok' | 'bad' }>`
  display: inline-block;
  padding: ${vars.space['050']} ${vars.space['200']};
  border-radius: ${vars.radius.full};
  font-weight: ${vars.font.weightSemibold};
  /* Status text on the plain surface: the tinted status backgrounds fall just short of 4.5:1. */
  border: 1px solid currentColor;
  background: ${vars.color.bgSurface};
  color: ${(p) => (p.$tone === 'ok' ? vars.color.textSuccess : vars.color.textDanger)};
  &[data-placeholder] {
    border-color: ${vars.color.borderDefault};
    /* Its bar has no text baseline: aligned on top it takes the line the word would. */
    vertical-align: top;
  }
`;
