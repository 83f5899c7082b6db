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

// The placeholder's lines stand as the content's will: a column with the card's own gap.
const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['300']};
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
  /** The card's content lines while it loads (see HomeCardPlaceholders); three bars by default. */
  placeholder?: ReactNode;
  children: ReactNode;
}

/** A home card: its own loading skeleton, its own error with a retry; never the whole page. */
export function HomeCard({
  title,
  status,
  errorMessage,
  onRetry,
  placeholder,
  children,
}: HomeCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} aria-busy={status === 'loading'}>
      <Title id={titleId}>{title}</Title>
      {status === 'loading' ? (
        <div aria-label={homeCopy.loading} role="status">
          <Placeholder aria-hidden="true">{placeholder ?? <Skeleton lines={3} />}</Placeholder>
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
