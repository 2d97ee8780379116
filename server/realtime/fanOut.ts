// Fan-out between server instances through PostgreSQL LISTEN/NOTIFY: a NOTIFY carries only a
// message id or a presence change and its scope; every instance hears it and hands it to its own
// subscribers, which read the message back from realtime_messages, so payloads are never bounded
// by NOTIFY's 8 KB. Invariant: notices are handled one after another, in the order heard.
import type { Database } from '../db/database.ts';

/** A stored message (`m`) or a presence change (`p`) in project `p`, scope `s`. */
export type Notice =
  { k: 'm'; p: string; s: string; id: string } | { k: 'p'; p: string; s: string };

export interface FanOut {
  notify(notice: Notice): Promise<void>;
  stop(): Promise<void>;
}

export async function startFanOut(
  db: Database,
  onNotice: (notice: Notice) => Promise<void>,
  onError: (error: unknown, what: string) => void,
): Promise<FanOut> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  // One NOTIFY channel per schema: test files sharing a PostgreSQL server never hear each other.
  const notifyChannel = `fp_realtime_${(rows[0]?.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;

  // Each notice reads its message back from the database, and on a connection pool two reads in
  // flight can finish in either order, which would deliver a channel's messages out of the order
  // they were published in.
  let noticeQueue: Promise<void> = Promise.resolve();
  const handle = async (payload: string) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch (error) {
      onError(error, 'a realtime notice that is not JSON was ignored');
      return;
    }
    await onNotice(notice);
  };
  const unlisten = await db.listen(notifyChannel, (payload) => {
    noticeQueue = noticeQueue
      .then(() => handle(payload))
      .catch((error: unknown) => onError(error, 'delivering a realtime notice failed'));
  });

  return {
    async notify(notice) {
      await db.notify(notifyChannel, JSON.stringify(notice));
    },
    stop: unlisten,
  };
}
