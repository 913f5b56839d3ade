import { Router } from '@koa/router';
import type { SubmitGiftCardResponse } from '@cardbridge/contracts';
import { currentUser, isHttpError } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards, ServiceState } from '@cardbridge/service-kit';
import type { ImageStore } from '../images/image-store';
import { openMultipart } from '../images/multipart-upload';
import { submitGiftCard } from './submit-gift-card';
import type { SubmitGiftCardDeps } from './submit-gift-card';
import type { SubmissionService } from './submission.service';
import { toMySubmission } from './submission.view';

type State = ServiceState & AuthState;

export interface SubmissionRouteDeps {
  service: SubmissionService;
  store: ImageStore;
  submit: SubmitGiftCardDeps;
  guards: Pick<SessionGuards, 'requireUser'>;
}

/** The seller's side of submissions: submit a card, follow one's own submissions. */
export function submissionRoutes({
  service,
  store,
  submit,
  guards,
}: SubmissionRouteDeps): Router<State> {
  const router = new Router<State>({ prefix: '/api' });

  router.post('/submit-gift-card', guards.requireUser, async (ctx) => {
    const { id, username } = currentUser(ctx);
    const upload = await openMultipart(ctx.req);
    let doc;
    try {
      doc = await submitGiftCard(
        {
          seller: { id, username },
          fields: upload.fields,
          receiveImages: () => upload.storeImages(store, id),
        },
        submit,
      );
    } catch (error) {
      const status = isHttpError(error) ? error.status : 500;
      ctx.state.log.info({ status }, 'submission refused; the rest of the upload is discarded');
      // The client is still sending: read it to the end (unstored) so it gets the answer.
      await upload.discard();
      throw error;
    }
    const body: SubmitGiftCardResponse = {
      message: 'Your gift card has been submitted for review.',
      submission: toMySubmission(doc),
    };
    ctx.status = 201;
    ctx.body = body;
  });

  router.get('/my-submissions', guards.requireUser, async (ctx) => {
    const { id } = currentUser(ctx);
    // The version is two indexed reads; an unchanged list is answered 304 without reading it.
    const version = await service.versionOfMine(id);
    ctx.status = 200;
    ctx.set('ETag', `W/"${id}-${version}"`);
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.vary('Cookie');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const docs = await service.listMine(id);
    ctx.body = docs.map(toMySubmission);
  });

  return router;
}
