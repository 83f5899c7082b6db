import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, IconButton, Spinner, vars } from '@seller/design-system';
import { formatServerTime } from '../../platform/datetime';
import type { ChatMessageView } from './chat-transport';
import { chatCopy } from './copy';

const Panel = styled.section`
  position: fixed;
  right: 24px;
  bottom: 88px;
  z-index: 40;
  display: flex;
  flex-direction: column;
  width: min(360px, calc(100vw - 48px));
  height: min(480px, calc(100vh - 120px));
  border: 1px solid ${vars.color.borderDefault};
  border-radius: 12px;
  background: ${vars.color.bgSurface};
  box-shadow: 0 12px 32px rgba(15, 23, 42, 0.18);
  overflow: hidden;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${vars.space['200']} ${vars.space['200']} ${vars.space['200']} ${vars.space['400']};
  border-bottom: 1px solid ${vars.color.borderDefault};

  h2 {
    margin: 0;
    font-size: 16px;
  }
`;

const Log = styled.ol`
  flex: 1;
  margin: 0;
  padding: ${vars.space['300']};
  overflow-y: auto;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['200']};
  background: ${vars.color.bgCanvas};
`;

const Bubble = styled.li`
  max-width: 80%;
  padding: ${vars.space['200']} ${vars.space['300']};
  border-radius: 10px;
  background: ${vars.color.bgSurface};
  color: ${vars.color.textDefault};
  align-self: flex-start;
  overflow-wrap: anywhere;

  &[data-own] {
    align-self: flex-end;
    background: ${vars.color.bgSurfaceSelected};
  }
  small {
    display: block;
    color: ${vars.color.textSubdued};
    font-size: 12px;
  }
  p {
    margin: 2px 0;
  }
`;

const Note = styled.p`
  margin: auto;
  padding: ${vars.space['400']};
  color: ${vars.color.textSubdued};
  text-align: center;
`;

const Composer = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['200']};
  padding: ${vars.space['200']};
  border-top: 1px solid ${vars.color.borderDefault};

  input {
    flex: 1;
    min-width: 0;
    padding: 0 ${vars.space['300']};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: 8px;
    font: inherit;
    color: ${vars.color.textDefault};
    background: ${vars.color.bgSurface};
  }
  input:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 1px;
  }
`;

const Counter = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${vars.color.textSubdued};
  font-size: 12px;
  text-align: right;

  &[data-full] {
    color: ${vars.color.textDanger};
  }
`;

const Failure = styled.p`
  margin: 0;
  padding: 0 ${vars.space['300']} ${vars.space['200']};
  color: ${vars.color.textDanger};
  font-size: 13px;
`;

export interface ChatPanelProps {
  title: string;
  status: 'connecting' | 'ready' | 'unavailable';
  messages: readonly ChatMessageView[];
  onSend: (body: string) => Promise<void>;
  onClose: () => void;
}

/** The longest message the field takes; the counter under it says so before the field stops typing. */
const messageMaxLength = 2000;

/** The help-chat panel: the conversation, newest at the bottom, and a field to write. */
export function ChatPanel({ title, status, messages, onSend, onClose }: ChatPanelProps) {
  const headingId = useId();
  const counterId = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const logRef = useRef<HTMLOListElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  useEffect(() => {
    if (status === 'ready') inputRef.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await onSend(body);
      setDraft('');
    } catch (error) {
      console.error('Pesan chat gagal dikirim', error);
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <Panel aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        <IconButton
          label={chatCopy.close}
          icon="close"
          variant="ghost"
          size="sm"
          onClick={onClose}
        />
      </Head>
      {status === 'connecting' ? (
        <Note>
          <Spinner label={chatCopy.loading} />
        </Note>
      ) : null}
      {status === 'unavailable' ? <Note>{chatCopy.noConversation}</Note> : null}
      {status === 'ready' ? (
        <>
          {messages.length === 0 ? <Note>{chatCopy.empty}</Note> : null}
          {messages.length > 0 ? (
            <Log ref={logRef} aria-label={chatCopy.messagesLabel} aria-live="polite" tabIndex={0}>
              {messages.map((message) => (
                <Bubble key={message.id} data-own={message.sender === 'seller' ? '' : undefined}>
                  <small>{message.sender === 'seller' ? chatCopy.you : message.senderName}</small>
                  <p>{message.body}</p>
                  <small>{formatServerTime(message.createdAt)}</small>
                </Bubble>
              ))}
            </Log>
          ) : null}
          {failed ? <Failure role="alert">{chatCopy.sendFailed}</Failure> : null}
          <Composer onSubmit={submit}>
            <input
              ref={inputRef}
              aria-label={chatCopy.messageLabel}
              placeholder={chatCopy.messagePlaceholder}
              value={draft}
              maxLength={messageMaxLength}
              aria-describedby={counterId}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button
              type="submit"
              variant="primary"
              size="sm"
              loading={sending}
              loadingLabel={chatCopy.sending}
              disabled={draft.trim() === ''}
            >
              {chatCopy.send}
            </Button>
            <Counter id={counterId} data-full={draft.length >= messageMaxLength ? '' : undefined}>
              {chatCopy.messageLength(draft.length, messageMaxLength)}
            </Counter>
          </Composer>
        </>
      ) : null}
    </Panel>
  );
}
