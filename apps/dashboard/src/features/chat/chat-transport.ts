import type { ChatMessage } from '@seller/machines';
import type { ChatChannel } from '../../platform/tenant-profile';

/** Who is chatting (spec §2 chat widget): display name, brand id as unique id, and extras. */
export interface ChatVisitor {
  displayName: string;
  /** The brand id. */
  uniqueId: string;
  channel: ChatChannel;
  extras: {
    officerName: string;
    partnerType: string;
    partnerId: string;
    partnerName: string;
    brandType: string;
    brandLevel: string;
    phone: string;
    email: string;
  };
}

/** A message as the widget shows it; `comment_before_id` is what duplicates are dropped by. */
export interface ChatMessageView extends ChatMessage {
  id: number;
  comment_before_id: number;
  sender: 'seller' | 'officer' | 'system';
  senderName: string;
  body: string;
  createdAt: string;
}

export interface ChatConversation {
  id: string;
  title: string;
}

export interface ChatUnread {
  messageCount: number;
  unreadCount: number;
}

/**
 * The external chat service behind one interface, so the widget does not change when the
 * service does. Implementations: the contract's brand-base chat endpoints.
 */
export interface ChatTransport {
  /** Signs the visitor in and opens their conversation; null when there is none to open. */
  connect(visitor: ChatVisitor): Promise<ChatConversation | null>;
  /** The latest messages, oldest first. */
  latest(conversation: ChatConversation): Promise<ChatMessageView[]>;
  send(conversation: ChatConversation, body: string): Promise<ChatMessageView>;
  unread(visitor: ChatVisitor): Promise<ChatUnread>;
  markRead(conversation: ChatConversation): Promise<void>;
}
