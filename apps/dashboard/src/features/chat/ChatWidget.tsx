import { useState } from 'react';
import styled from 'styled-components';
import { CountBadge, IconButton, vars } from '@seller/design-system';
import type { ChatTransport, ChatVisitor } from './chat-transport';
import { ChatPanel } from './ChatPanel';
import { chatCopy } from './copy';
import { useChat } from './use-chat';

const Anchor = styled.div`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 40;

  & > button {
    border-radius: 50%;
    box-shadow: 0 6px 18px rgba(15, 23, 42, 0.24);
    background: ${vars.color.bgSurface};
  }
`;

/** New messages are looked for this often; the spec does not give a value. */
export const chatPollIntervalMs = 10_000;

export interface ChatWidgetProps {
  transport: ChatTransport;
  visitor: ChatVisitor;
  pollIntervalMs?: number;
}

/** The help-chat entry point at bottom right, its unread badge and the panel it opens. */
export function ChatWidget({
  transport,
  visitor,
  pollIntervalMs = chatPollIntervalMs,
}: ChatWidgetProps) {
  const [open, setOpen] = useState(false);
  const chat = useChat({ transport, visitor, open, pollIntervalMs });
  return (
    <>
      {open ? (
        <ChatPanel
          title={chat.conversation?.title ?? chatCopy.panelTitle}
          status={chat.status}
          messages={chat.messages}
          onSend={chat.send}
          onClose={() => setOpen(false)}
        />
      ) : null}
      <Anchor>
        <IconButton
          label={chatCopy.entryLabel}
          icon="chat"
          variant="secondary"
          size="lg"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
          badge={<CountBadge count={chat.badgeCount} label={chatCopy.unreadBadgeLabel} />}
        />
      </Anchor>
    </>
  );
}
