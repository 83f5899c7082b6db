import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Skeleton, vars } from '@seller/design-system';
import { homeCopy } from './copy';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['300']};
  min-width: 0;
  padding: ${vars.space['500']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.font.size400};
  font-weight: ${vars.font.weightSemibold};
  color: ${vars.color.textDefault};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
`;

export interface HomeCardProps {
  title: string;
  status: 'loading' | 'success' | 'error';
  errorMessage: string | null;
  onRetry: () => void;
  children: ReactNode;
}

/** A home card: its own loading skeleton, its own error with a retry; never the whole page. */
export function HomeCard({ title, status, errorMessage, onRetry, children }: HomeCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} aria-busy={status === 'loading'}>
      <Title id={titleId}>{title}</Title>
      {status === 'loading' ? (
        <div aria-label={homeCopy.loading} role="status">
          <Skeleton lines={3} />
        </div>
      ) : status === 'error' ? (
        <>
          <ErrorText role="alert">{errorMessage}</ErrorText>
          <div>
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {homeCopy.retry}
            </Button>
          </div>
        </>
      ) : (
        children
      )}
    </Card>
  );
}
