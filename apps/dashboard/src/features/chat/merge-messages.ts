import type { ChatMessageView } from './chat-transport';

/** The conversation in order, each message once (by id). */
export function mergeMessages(
  ...lists: readonly (readonly ChatMessageView[])[]
): ChatMessageView[] {
  const byId = new Map<number, ChatMessageView>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function lastId(messages: readonly ChatMessageView[]): number {
  return messages.reduce((max, message) => Math.max(max, message.id), 0);
}
