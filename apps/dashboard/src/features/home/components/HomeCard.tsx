import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, vars } from '@seller/design-system';
import type { Resource } from '../../../platform/data/use-resource';
import { homeCopy } from '../copy';
import type { HomeCardData, HomeCardName } from '../home-queries';
import { homeCardPlaceholders } from './HomeCardPlaceholders';

/* A card fills the grid area of its name, so the cards of one row end on one line. */
const Slot = styled.div<{ $area: HomeCardName }>`
  grid-area: ${(p) => p.$area};
  display: grid;
  min-width: 0;
`;

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

/** What a card shows of its call: the route reads it, the card only draws it. */
export type HomeCardRead<K extends HomeCardName> = Resource<HomeCardData<K>>;

/** One read per card of the home page. */
export type HomeCardReads = { [K in HomeCardName]: HomeCardRead<K> };

export interface HomeCardProps<K extends HomeCardName> {
  /** Which card: it names the title, the placeholder and the page's grid area. */
  card: K;
  /** The card's call; while it loads, the card shows its placeholder, when it fails, a retry. */
  read: HomeCardRead<K>;
  /** The card's content, drawn once the answer is there. */
  children: (data: HomeCardData<K>) => ReactNode;
}

/** A home card: its own loading skeleton, its own error with a retry; never the whole page. */
export function HomeCard<K extends HomeCardName>({ card, read, children }: HomeCardProps<K>) {
  const titleId = useId();
  return (
    <Slot $area={card}>
      <Card aria-labelledby={titleId} aria-busy={read.status === 'loading'}>
        <Title id={titleId}>{homeCopy.cardTitles[card]}</Title>
        {read.status === 'loading' ? (
          <div aria-label={homeCopy.loading} role="status">
            <Placeholder aria-hidden="true">{homeCardPlaceholders[card]}</Placeholder>
          </div>
        ) : read.status === 'error' ? (
          <>
            <ErrorText role="alert">{read.errorMessage}</ErrorText>
            <div>
              <Button size="sm" variant="secondary" onClick={read.retry}>
                {homeCopy.retry}
              </Button>
            </div>
          </>
        ) : read.data ? (
          children(read.data)
        ) : null}
      </Card>
    </Slot>
  );
}
