import { assign, setup } from 'xstate';
import { capBadgeCount } from './badge';

/** A chat message as the chat service delivers it; only `comment_before_id` matters here. */
export interface ChatMessage {
  comment_before_id: string | number;
  [field: string]: unknown;
}

/** Login state of the chat service (`qiscusLoginStatus`, spec §3). */
export type ChatLoginStatus = string | boolean;

export interface ChatInput {
  showEntryPoint?: boolean;
  loginStatus?: ChatLoginStatus;
}

export interface ChatContext {
  /** `showEntryPointBRC`: whether the chat entry point shows for this tenant. */
  showEntryPoint: boolean;
  loginStatus: ChatLoginStatus;
  messages: ChatMessage[];
  unreadMessage: number;
}

export type ChatEvent =
  | { type: 'chat.messageReceived'; message: ChatMessage }
  | { type: 'chat.clear' }
  | { type: 'chat.loginStatusChanged'; status: ChatLoginStatus }
  | { type: 'chat.unreadCountChanged'; count: number }
  | { type: 'chat.entryPointToggled'; visible: boolean };

/** Unread badge number: message count plus unread count (spec §2 chat widget). */
export function chatBadgeCount(context: Pick<ChatContext, 'messages' | 'unreadMessage'>): number {
  return context.messages.length + context.unreadMessage;
}

/** Unread badge text, '99+' above 99. */
export function chatBadgeLabel(context: Pick<ChatContext, 'messages' | 'unreadMessage'>): string {
  return capBadgeCount(chatBadgeCount(context));
}

/** Chat widget state of spec §3/§4: messages without duplicates, unread count, login status. */
export const chatMachine = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actions: {
    appendMessage: assign({
      messages: ({ context, event }) =>
        event.type === 'chat.messageReceived'
          ? [...context.messages, event.message]
          : context.messages,
    }),
    clearMessages: assign({ messages: () => [], unreadMessage: () => 0 }),
    assignLoginStatus: assign({
      loginStatus: ({ context, event }) =>
        event.type === 'chat.loginStatusChanged' ? event.status : context.loginStatus,
    }),
    assignUnreadCount: assign({
      unreadMessage: ({ context, event }) =>
        event.type === 'chat.unreadCountChanged' ? event.count : context.unreadMessage,
    }),
    assignEntryPoint: assign({
      showEntryPoint: ({ context, event }) =>
        event.type === 'chat.entryPointToggled' ? event.visible : context.showEntryPoint,
    }),
  },
  guards: {
    isNewMessage: ({ context, event }) =>
      event.type === 'chat.messageReceived' &&
      !context.messages.some((m) => m.comment_before_id === event.message.comment_before_id),
    isDifferentLoginStatus: ({ context, event }) =>
      event.type === 'chat.loginStatusChanged' && event.status !== context.loginStatus,
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    showEntryPoint: input.showEntryPoint ?? false,
    loginStatus: input.loginStatus ?? false,
    messages: [],
    unreadMessage: 0,
  }),
  initial: 'active',
  states: {
    active: {
      on: {
        'chat.messageReceived': { guard: 'isNewMessage', actions: 'appendMessage' },
        'chat.clear': { actions: 'clearMessages' },
        'chat.loginStatusChanged': {
          guard: 'isDifferentLoginStatus',
          actions: 'assignLoginStatus',
        },
        'chat.unreadCountChanged': { actions: 'assignUnreadCount' },
        'chat.entryPointToggled': { actions: 'assignEntryPoint' },
      },
    },
  },
});
