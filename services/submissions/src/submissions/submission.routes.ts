import { Router } from '@koa/router';
import { submissionFieldsSchema } from '@cardbridge/contracts';
import type { MySubmission, SubmitGiftCardResponse } from '@cardbridge/contracts';
import {
  answerVersioned,
  currentUser,
  isHttpError,
  parseObjectIdParam,
  validate,
} from '@cardbridge/service-kit';
import type { AuthState, SessionGuards, ServiceState } from '@cardbridge/service-kit';
import type { ImageStore } from '../images/image-store';
import { openMultipart } from '../images/multipart-upload';
import { getMySubmissionsVersion } from './get-my-submissions-version';
import { listMySubmissions } from './list-my-submissions';
import { submitGiftCard } from './submit-gift-card';
import type { SubmitGiftCardDeps } from './submit-gift-card';
import { cancelSubmission } from './cancel-submission';
import type { MoveSubmissionDeps } from './move-submission';
import { toMySubmission } from './submission.view';

type State = ServiceState & AuthState;

const submittedMessage = 'Your gift card has been submitted for review.';

export interface SubmissionRouteDeps extends SubmitGiftCardDeps, MoveSubmissionDeps {
  store: ImageStore;
  guards: Pick<SessionGuards, 'requireUser'>;
}

/** The seller's side of submissions: submit a card, follow one's own, cancel one not started. */
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
    ctx.body = {
      message: submittedMessage,
      submission: toMySubmission(doc),
    } satisfies SubmitGiftCardResponse;
  });

  router.get('/my-submissions', guards.requireUser, async (ctx) => {
    const sellerId = currentUser(ctx).id;
    // An unchanged list is answered 304 without reading it.
    const version = await getMySubmissionsVersion({ sellerId }, deps);
    // The timeline's late marks and whether a claim still holds move with the clock: the
    // validator turns over each minute, so an unchanged list is still re-read that often.
    const minute = Math.floor(Date.now() / 60_000);
    await answerVersioned(ctx, {
      validator: `${sellerId}-${version}-${minute}`,
      load: async () => {
        const now = new Date();
        return (await listMySubmissions({ sellerId }, deps)).map((doc) => toMySubmission(doc, now));
      },
    });
  });

  router.post('/my-submissions/:id/cancel', guards.requireUser, async (ctx) => {
    const id = parseObjectIdParam(ctx.params.id, 'Submission not found');
    const doc = await cancelSubmission({ id, sellerId: currentUser(ctx).id }, deps);
    ctx.body = toMySubmission(doc) satisfies MySubmission;
  });

  return router;
}
