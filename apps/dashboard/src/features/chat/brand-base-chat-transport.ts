import { HIDE_ERROR_HEADERS, unwrap, type ApiClients, type Schema } from '@seller/api-types';
import type {
  ChatConversation,
  ChatMessageView,
  ChatTransport,
  ChatVisitor,
} from './chat-transport';

type ContractChatMessage = Schema<'brand-base', 'ChatMessage'>;

/** How many recent messages one fetch brings. */
export const chatHistoryLimit = 50;

function toMessageView(message: ContractChatMessage): ChatMessageView {
  return {
    id: message.id,
    // The first message of a room has no predecessor; 0 keeps it unique among real ids.
    comment_before_id: message.comment_before_id ?? 0,
    sender: message.sender,
    senderName: message.senderName,
    body: message.body,
    createdAt: message.createdAt,
  };
}

function brandNumber(visitor: ChatVisitor): number {
  return Number(visitor.uniqueId);
}

function roomNumber(conversation: ChatConversation): number {
  return Number(conversation.id);
}

/** The chat service on the brand-base chat endpoints (rooms, messages, unread counts). */
export function createBrandBaseChatTransport(api: ApiClients): ChatTransport {
  const chat = api['brand-base'];
  return {
    async connect(visitor) {
      const rooms = await unwrap(
        chat.GET('/v1/chat/rooms', {
          params: { query: { brandId: brandNumber(visitor), channel: visitor.channel } },
          headers: HIDE_ERROR_HEADERS,
        }),
      );
      const room = rooms.data[0];
      return room ? { id: String(room.id), title: room.title } : null;
    },
    async latest(conversation) {
      const messages = await unwrap(
        chat.GET('/v1/chat/rooms/{roomId}/messages', {
          params: {
            path: { roomId: roomNumber(conversation) },
            query: { limit: chatHistoryLimit },
          },
          headers: HIDE_ERROR_HEADERS,
        }),
      );
      return messages.data.map(toMessageView);
    },
    async send(conversation, body) {
      const sent = await unwrap(
        chat.POST('/v1/chat/rooms/{roomId}/messages', {
          params: { path: { roomId: roomNumber(conversation) } },
          body: { body },
          headers: HIDE_ERROR_HEADERS,
        }),
      );
      return toMessageView(sent.data);
    },
    async unread(visitor) {
      const counts = await unwrap(
        chat.GET('/v1/chat/unread', {
          params: { query: { brandId: brandNumber(visitor) } },
          headers: HIDE_ERROR_HEADERS,
        }),
      );
      return counts.data;
    },
    async markRead(conversation) {
      await unwrap(
        chat.POST('/v1/chat/rooms/{roomId}/read', {
          params: { path: { roomId: roomNumber(conversation) } },
          headers: HIDE_ERROR_HEADERS,
        }),
      );
    },
  };
}
