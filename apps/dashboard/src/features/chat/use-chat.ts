import { useCallback, useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { chatBadgeCount, chatMachine } from '@seller/machines';
import type {
  ChatConversation,
  ChatMessageView,
  ChatTransport,
  ChatVisitor,
} from './chat-transport';
import { lastId, mergeMessages } from './merge-messages';
import { inspect } from '../../platform/machine-inspector';

export interface UseChatOptions {
  transport: ChatTransport;
  visitor: ChatVisitor;
  open: boolean;
  pollIntervalMs: number;
}

function isMessageView(message: unknown): message is ChatMessageView {
  return typeof message === 'object' && message !== null && 'id' in message && 'body' in message;
}

/**
 * The chat machine holds the messages that arrived since the panel was last seen (deduplicated by
 * comment_before_id) and the unread count from before; the badge is their sum (spec §2). Opening
 * the panel marks the conversation read and clears both.
 */
export function useChat({ transport, visitor, open, pollIntervalMs }: UseChatOptions) {
  const actor = useActorRef(chatMachine, {
    inspect,
    input: { showEntryPoint: true, loginStatus: false },
  });
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [history, setHistory] = useState<ChatMessageView[]>([]);
  const [status, setStatus] = useState<'connecting' | 'ready' | 'unavailable'>('connecting');
  const seenRef = useRef(0);

  const visitorKey = `${visitor.uniqueId}:${visitor.channel}`;
  const visitorRef = useRef(visitor);
  visitorRef.current = visitor;

  useEffect(() => {
    let cancelled = false;
    setStatus('connecting');
    setConversation(null);
    setHistory([]);
    actor.send({ type: 'chat.clear' });
    const connect = async () => {
      try {
        const opened = await transport.connect(visitorRef.current);
        if (cancelled) return;
        actor.send({ type: 'chat.loginStatusChanged', status: opened !== null });
        if (!opened) {
          setStatus('unavailable');
          return;
        }
        const [latest, unread] = await Promise.all([
          transport.latest(opened),
          transport.unread(visitorRef.current),
        ]);
        if (cancelled) return;
        seenRef.current = lastId(latest);
        setHistory(latest);
        setConversation(opened);
        setStatus('ready');
        actor.send({ type: 'chat.unreadCountChanged', count: unread.unreadCount });
      } catch (error) {
        if (cancelled) return;
        console.error('Chat gagal terhubung', error);
        setStatus('unavailable');
      }
    };
    void connect();
    return () => {
      cancelled = true;
    };
  }, [actor, transport, visitorKey]);

  const receive = useCallback(
    (messages: readonly ChatMessageView[]) => {
      for (const message of messages) {
        if (message.id > seenRef.current) actor.send({ type: 'chat.messageReceived', message });
      }
    },
    [actor],
  );

  // New messages: while closed they count on the badge, while open they join the conversation.
  useEffect(() => {
    if (!conversation) return undefined;
    const timer = window.setInterval(() => {
      transport
        .latest(conversation)
        .then(receive, (error: unknown) => console.error('Chat gagal dimuat', error));
    }, pollIntervalMs);
    return () => window.clearInterval(timer);
  }, [conversation, pollIntervalMs, receive, transport]);

  // Opening shows everything so far and marks it read; closing keeps what was seen.
  useEffect(() => {
    if (!conversation) return;
    if (open) {
      transport
        .markRead(conversation)
        .catch((error: unknown) => console.error('Chat gagal ditandai dibaca', error));
      actor.send({ type: 'chat.unreadCountChanged', count: 0 });
      return;
    }
    const arrived = actor.getSnapshot().context.messages.filter(isMessageView);
    if (arrived.length === 0) return;
    setHistory((previous) => {
      const merged = mergeMessages(previous, arrived);
      seenRef.current = lastId(merged);
      return merged;
    });
    actor.send({ type: 'chat.clear' });
  }, [actor, conversation, open, transport]);

  const arrived = useSelector(actor, (state) => state.context.messages);
  const badgeCount = useSelector(actor, (state) => chatBadgeCount(state.context));
  const messages = mergeMessages(history, arrived.filter(isMessageView));

  const send = useCallback(
    async (body: string) => {
      if (!conversation) return;
      const sent = await transport.send(conversation, body);
      actor.send({ type: 'chat.messageReceived', message: sent });
    },
    [actor, conversation, transport],
  );

  return { status, conversation, messages, badgeCount: open ? 0 : badgeCount, send };
}
