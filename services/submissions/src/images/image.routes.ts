import { Router } from '@koa/router';
import type { Context } from 'koa';
import { currentUser } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards, ServiceState } from '@cardbridge/service-kit';
import { findImage } from './find-image';
import type { ImageStore, StoredImageFile } from './image-store';

type State = ServiceState & AuthState;

/**
 * Streams a stored image. `nosniff` and the sniffed content type mean a browser renders it only
 * as the image it is; `download` makes it an attachment. The admin view/download routes use it too.
 */
export function sendImage(
  ctx: Context,
  store: ImageStore,
  file: StoredImageFile,
  { download = false }: { download?: boolean } = {},
): void {
  ctx.type = file.contentType;
  ctx.length = file.length;
  // A card photo shows a card's code: no cache (browser or shared) keeps a copy.
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (download) ctx.attachment(file.filename);
  ctx.body = store.openDownload(file.fileId);
}

/**
 * `GET /api/uploads/{file}`: a seller reads their own images (the `/uploads/...` paths their submissions carry).
 * Anyone else's file answers 404, as if it did not exist.
 */
export function sellerImageRoutes(
  store: ImageStore,
  { requireUser }: Pick<SessionGuards, 'requireUser'>,
): Router<State> {
  const router = new Router<State>();
  router.get('/api/uploads/:file', requireUser, async (ctx) => {
    const file = await findImage(
      { file: String(ctx.params.file), sellerId: currentUser(ctx).id },
      { store },
    );
    sendImage(ctx, store, file);
  });
  return router;
}
