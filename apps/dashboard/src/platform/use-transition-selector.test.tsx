import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type ActorRefFrom } from 'xstate';
import { useTransitionSelector } from './use-transition-selector';

const toggle = createMachine({
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

function Light({ actor }: { actor: ActorRefFrom<typeof toggle> }) {
  const lit = useTransitionSelector(actor, (snapshot) => snapshot.matches('on'));
  return <p>{lit ? 'menyala' : 'padam'}</p>;
}

describe('useTransitionSelector', () => {
  it("shows the actor's selection and follows it as it changes", async () => {
    const actor = createActor(toggle).start();
    render(<Light actor={actor} />);
    expect(screen.getByText('padam')).toBeInTheDocument();
    await act(async () => actor.send({ type: 'flip' }));
    expect(screen.getByText('menyala')).toBeInTheDocument();
    await act(async () => actor.send({ type: 'flip' }));
    expect(screen.getByText('padam')).toBeInTheDocument();
  });

  it('picks up a change made between the render and the subscription', async () => {
    const actor = createActor(toggle).start();
    function FlipsBeforeSubscribing() {
      // Layout effects run in the commit, before the hook's own (passive) effect subscribes.
      useLayoutEffect(() => actor.send({ type: 'flip' }), []);
      return <Light actor={actor} />;
    }
    await act(async () => {
      render(<FlipsBeforeSubscribing />);
    });
    expect(screen.getByText('menyala')).toBeInTheDocument();
  });
});
