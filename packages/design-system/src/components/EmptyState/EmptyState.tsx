import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Icon, type IconName } from '../Icon';

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Short headline, e.g. 'Tidak ada Notifikasi'. */
  title: ReactNode;
  /** One or two sentences under the title. */
  text?: ReactNode;
  /** Optional call to action (a Button). */
  action?: ReactNode;
  /** Icon drawn in the illustration circle. */
  icon?: IconName;
  /** Custom illustration instead of the icon circle. */
  illustration?: ReactNode;
  /** Heading level for the title inside the page outline (1 when the state is the whole page). */
  headingLevel?: 1 | 2 | 3 | 4;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${vars.space['200']};
  padding: ${vars.space['800']} ${vars.space['400']};
  color: ${vars.color.textSubdued};
`;

const Illustration = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  margin-bottom: ${vars.space['200']};
  border-radius: 50%;
  background: ${vars.color.bgSurfaceSelected};
  color: ${vars.color.brandPrimary};
`;

const Title = styled.h2`
  margin: 0;
  color: ${vars.color.textDefault};
  font-size: ${vars.font.size400};
  font-weight: ${vars.font.weightBold};
`;

const Text = styled.p`
  margin: 0;
  max-width: 360px;
  font-size: ${vars.font.size300};
`;

const Action = styled.div`
  margin-top: ${vars.space['300']};
`;

/** Block shown where a list or panel has nothing yet. */
export function EmptyState({
  title,
  text,
  action,
  icon = 'search',
  illustration,
  headingLevel = 2,
  ...rest
}: EmptyStateProps) {
  return (
    <Root {...rest}>
      {illustration ?? (
        <Illustration aria-hidden="true">
          <Icon name={icon} size={32} />
        </Illustration>
      )}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
