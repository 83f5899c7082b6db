import { sql } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';
import { notFound } from '../http/errors.js';
import type { AuthInfo, HandlerMap } from '../http/types.js';
import { authOf, created, int, ok, ownBrand, str } from '../services/common.js';

interface MessageRow {
  id: number;
  room_id: number;
  before_id: number | null;
  sender: string;
  sender_name: string;
  body: string;
  created_iso: string;
}

const toMessage = (m: MessageRow) => ({
  id: m.id,
  roomId: m.room_id,
  comment_before_id: m.before_id,
  sender: m.sender,
  senderName: m.sender_name,
  body: m.body,
  createdAt: m.created_iso,
});

const messageSelect = sql.raw(
  `id, room_id, lag(id) OVER (PARTITION BY room_id ORDER BY id) AS before_id, sender, sender_name, body, iso(created_at) AS created_iso`,
);

/** A chat room of one of the caller's brands. */
async function ownRoom(db: Exec, auth: AuthInfo, roomId: unknown) {
  const room = await one<{ id: number; brand_id: number }>(
    db,
    sql`SELECT id, brand_id FROM chat_rooms WHERE id = ${int(roomId)}`,
  );
  if (!room) throw notFound('Ruang obrolan tidak ditemukan.');
  const brand = await ownBrand(db, auth, room.brand_id);
  return { room, brand };
}

async function unread(db: Exec, brandId: number) {
  const row = await one<{ m: number; u: number }>(
    db,
    sql`SELECT count(*)::int AS m, count(*) FILTER (WHERE NOT m.is_read AND m.sender <> 'seller')::int AS u
        FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id WHERE r.brand_id = ${brandId}`,
  );
  return { messageCount: row?.m ?? 0, unreadCount: row?.u ?? 0 };
}

export const handlers: HandlerMap = {
  async getChatUnreadMessageCount(ctx) {
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    return ok({ unreadCountMessage: (await unread(ctx.db, brand.id)).unreadCount });
  },

  async getChatUnread(ctx) {
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    return ok(await unread(ctx.db, brand.id));
  },

  async getChatRooms(ctx) {
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const channel = str(ctx.query.channel);
    const list = await rows<{
      id: number;
      brand_id: number;
      channel: string;
      title: string;
      last: string | null;
      unread: number;
      updated: string;
    }>(
      ctx.db,
      sql`SELECT r.id, r.brand_id, r.channel, r.title,
                 (SELECT body FROM chat_messages m WHERE m.room_id = r.id ORDER BY id DESC LIMIT 1) AS last,
                 (SELECT count(*)::int FROM chat_messages m WHERE m.room_id = r.id AND NOT m.is_read AND m.sender <> 'seller') AS unread,
                 iso(r.updated_at) AS updated
          FROM chat_rooms r WHERE r.brand_id = ${brand.id}${channel ? sql` AND r.channel = ${channel}` : sql``} ORDER BY r.updated_at DESC`,
    );
    return ok(
      list.map((r) => ({
        id: r.id,
        brandId: r.brand_id,
        channel: r.channel,
        title: r.title,
        lastMessage: r.last,
        unreadCount: r.unread,
        updatedAt: r.updated,
      })),
    );
  },

  async getChatMessages(ctx) {
    const { room } = await ownRoom(ctx.db, authOf(ctx), ctx.params.roomId);
    const before = ctx.query.beforeId === undefined ? undefined : int(ctx.query.beforeId);
    const limit = int(ctx.query.limit, 20);
    const list = await rows<MessageRow>(
      ctx.db,
      sql`SELECT * FROM (SELECT ${messageSelect} FROM chat_messages WHERE room_id = ${room.id}) m
          WHERE true ${before ? sql`AND id < ${before}` : sql``} ORDER BY id DESC LIMIT ${limit}`,
    );
    return ok(list.reverse().map(toMessage));
  },

  async postChatMessage(ctx) {
    const auth = authOf(ctx);
    const { body } = ctx.body as { body: string };
    return ctx.db.transaction(async (tx) => {
      const { room, brand } = await ownRoom(tx, auth, ctx.params.roomId);
      const inserted = await one<{ id: number }>(
        tx,
        sql`INSERT INTO chat_messages (id, room_id, sender, sender_name, body, is_read, created_at)
            VALUES (nextval('chat_messages_id_seq'), ${room.id}, 'seller', ${brand.brand_name}, ${body.trim()}, true, now()) RETURNING id`,
      );
      await tx.execute(sql`UPDATE chat_rooms SET updated_at = now() WHERE id = ${room.id}`);
      const row = await one<MessageRow>(
        tx,
        sql`SELECT * FROM (SELECT ${messageSelect} FROM chat_messages WHERE room_id = ${room.id}) m WHERE id = ${inserted!.id}`,
      );
      return created(toMessage(row!));
    });
  },

  async postChatRoomRead(ctx) {
    return ctx.db.transaction(async (tx) => {
      const { room } = await ownRoom(tx, authOf(ctx), ctx.params.roomId);
      const list = await rows(
        tx,
        sql`UPDATE chat_messages SET is_read = true WHERE room_id = ${room.id} AND NOT is_read RETURNING id`,
      );
      return ok({ updated: list.length });
    });
  },

  async postAnalyticsEvents(ctx) {
    const auth = authOf(ctx);
    const { events } = ctx.body as {
      events: {
        name: string;
        brandId?: number | null;
        tenant?: string;
        path?: string;
        properties?: Record<string, unknown>;
        occurredAt: string;
      }[];
    };
    await ctx.db.transaction(async (tx) => {
      for (const e of events) {
        await tx.execute(sql`INSERT INTO analytics_events (user_id, name, brand_id, tenant, path, properties, occurred_at)
          VALUES (${auth.userId}, ${e.name}, ${e.brandId ?? null}, ${e.tenant ?? null}, ${e.path ?? null}, ${JSON.stringify(e.properties ?? {})}::jsonb, ${e.occurredAt}::timestamptz)`);
      }
    });
    return { status: 204 };
  },
};
