import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Heading at the top; also names the card region. */
  title?: ReactNode;
  /** Controls on the right of the heading (a link or a small button). */
  actions?: ReactNode;
  /** Heading level inside the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Inner spacing. */
  padding?: 'none' | 'sm' | 'md';
  /** The content. */
  children?: ReactNode;
}

const Root = styled.section<{ $padding: CardProps['padding'] }>`
  min-width: 0;
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
  color: ${vars.color.textDefault};
  box-shadow: ${vars.shadow['100']};
  padding: ${(p) => (p.$padding === 'none' ? '0' : p.$padding === 'sm' ? vars.space['300'] : vars.space['500'])};
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${vars.space['200']};
  margin-bottom: ${vars.space['300']};
  /* A card without inner spacing (a table edge to edge) still keeps its heading off the border. */
  [data-padding='none'] > & {
    padding: ${vars.space['400']} ${vars.space['500']} 0;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.font.size400};
  font-weight: ${vars.font.weightBold};
`;

/** Surface that groups related content, with an optional heading row. */
export function Card({
  title,
  actions,
  headingLevel = 2,
  padding = 'md',
  children,
  ...rest
}: CardProps) {
  return (
    <Root $padding={padding} data-padding={padding} {...rest}>
      {title || actions ? (
        <Head>
          {title ? <Title as={`h${headingLevel}`}>{title}</Title> : <span />}
          {actions}
        </Head>
      ) : null}
      {children}
    </Root>
  );
}
