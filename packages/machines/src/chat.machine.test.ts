import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { chatBadgeCount, chatBadgeLabel, chatMachine } from './chat.machine';

const start = () =>
  createActor(chatMachine, { input: { loginStatus: false, showEntryPoint: true } }).start();

describe('chat', () => {
  it('adds a message only if none with the same comment_before_id exists', () => {
    const actor = start();
    actor.send({ type: 'chat.messageReceived', message: { comment_before_id: 7, text: 'Halo' } });
    actor.send({
      type: 'chat.messageReceived',
      message: { comment_before_id: 7, text: 'Halo lagi' },
    });
    actor.send({ type: 'chat.messageReceived', message: { comment_before_id: 8, text: 'Baru' } });
    expect(actor.getSnapshot().context.messages.map((m) => m['text'])).toEqual(['Halo', 'Baru']);
  });

  it('clearing empties messages and resets the unread count to 0', () => {
    const actor = start();
    actor.send({ type: 'chat.messageReceived', message: { comment_before_id: 1 } });
    actor.send({ type: 'chat.unreadCountChanged', count: 4 });
    actor.send({ type: 'chat.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ messages: [], unreadMessage: 0 });
  });

  it('changes the login status only when the value differs', () => {
    const actor = start();
    const before = actor.getSnapshot();
    actor.send({ type: 'chat.loginStatusChanged', status: false });
    expect(actor.getSnapshot()).toBe(before);
    actor.send({ type: 'chat.loginStatusChanged', status: true });
    expect(actor.getSnapshot().context.loginStatus).toBe(true);
  });

  it('shows message count plus unread count on the badge, 99+ above 99', () => {
    expect(
      chatBadgeCount({
        messages: [{ comment_before_id: 1 }, { comment_before_id: 2 }],
        unreadMessage: 3,
      }),
    ).toBe(5);
    expect(chatBadgeLabel({ messages: [{ comment_before_id: 1 }], unreadMessage: 98 })).toBe('99');
    expect(chatBadgeLabel({ messages: [{ comment_before_id: 1 }], unreadMessage: 99 })).toBe('99+');
  });

  it('hides or shows the entry point', () => {
    const actor = start();
    actor.send({ type: 'chat.entryPointToggled', visible: false });
    expect(actor.getSnapshot().context.showEntryPoint).toBe(false);
  });
});
