import { Router } from '@koa/router';
import { submissionFieldsSchema } from '@cardbridge/contracts';
import { answerVersioned, currentUser, isHttpError, validate } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards, ServiceState } from '@cardbridge/service-kit';
import type { ImageStore } from '../images/image-store';
import { openMultipart } from '../images/multipart-upload';
import { getMySubmissionsVersion } from './get-my-submissions-version';
import { listMySubmissions } from './list-my-submissions';
import { submitGiftCard } from './submit-gift-card';
import type { SubmitGiftCardDeps } from './submit-gift-card';
import { toMySubmission, toSubmitGiftCardResponse } from './submission.view';

type State = ServiceState & AuthState;

export interface SubmissionRouteDeps extends SubmitGiftCardDeps {
  store: ImageStore;
  guards: Pick<SessionGuards, 'requireUser'>;
}

/** The seller's side of submissions: submit a card, follow one's own submissions. */
export function submissionRoutes(deps: SubmissionRouteDeps): Router<State> {
  const { guards, store } = deps;
  const router = new Router<State>({ prefix: '/api' });

  router.post('/submit-gift-card', guards.requireUser, async (ctx) => {
    const { id, username } = currentUser(ctx);
    const upload = await openMultipart(ctx.req);
    let doc;
    try {
      const fields = validate(submissionFieldsSchema, upload.fields);
      doc = await submitGiftCard(
        {
          seller: { id, username },
          // The gateway's address for the client (trusted proxies only, service-kit's app).
          address: ctx.ip || null,
          fields,
          receiveImages: () => upload.storeImages(store, id),
        },
        deps,
      );
    } catch (error) {
      const status = isHttpError(error) ? error.status : 500;
      ctx.state.log.info({ status }, 'submission refused; the rest of the upload is discarded');
      // The client is still sending: read it to the end (unstored) so it gets the answer.
      await upload.discard();
      throw error;
    }
    ctx.status = 201;
    ctx.body = toSubmitGiftCardResponse(doc);
  });

  router.get('/my-submissions', guards.requireUser, async (ctx) => {
    const sellerId = currentUser(ctx).id;
    // An unchanged list is answered 304 without reading it.
    const version = await getMySubmissionsVersion({ sellerId }, deps);
    await answerVersioned(ctx, {
      validator: `${sellerId}-${version}`,
      load: async () => (await listMySubmissions({ sellerId }, deps)).map(toMySubmission),
    });
  });

  return router;
}
