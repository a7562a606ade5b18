import { startForwardingOrigin } from './forwardingOrigin';
import { startLocalMeta } from './localServices';

export type LocalMeta = Awaited<ReturnType<typeof startLocalMeta>>;

/**
 * The Meta stand-in for a test's API: Meta posts to the app's public
 * callback URL, which forwards to the API once it runs (`apiUrl`, read at
 * each delivery), and the functions' Meta settings point at the stand-in.
 * `close` stops both.
 */
export async function startMetaForApi(
  apiUrl: () => string,
): Promise<{ meta: LocalMeta; close: () => Promise<void> }> {
  const publicOrigin = await startForwardingOrigin(apiUrl);
  const meta = await startLocalMeta(() => `${publicOrigin.url}/api/eu/channels/meta/webhook`);
  process.env.VG_META_GRAPH_ROOT = meta.origin;
  process.env.VG_META_DIALOG_ROOT = meta.origin;
  process.env.VG_META_APP_ID = meta.app.id;
  process.env.VG_META_APP_SECRET = meta.app.secret;
  process.env.VG_META_VERIFY_TOKEN = meta.app.verifyToken;
  return {
    meta,
    close: async () => {
      await meta.close();
      await publicOrigin.close();
    },
  };
}
