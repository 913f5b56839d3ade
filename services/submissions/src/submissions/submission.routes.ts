import { Router } from '@koa/router';
import { submissionFieldsSchema } from '@cardbridge/contracts';
import type { SubmitGiftCardResponse } from '@cardbridge/contracts';
import { createError, validate, validationError } from '@cardbridge/service-kit';
import type {
  AuthState,
  SessionGuards,
  ServiceState,
  SessionPrincipal,
} from '@cardbridge/service-kit';
import type { PayoutMethodDirectory } from '../clients/payout-methods.client';
import type { SellerProfiles } from '../clients/seller-profile.client';
import type { ImageStore } from '../images/image-store';
import { receiveMultipart } from '../images/multipart-upload';
import type { SubmissionService } from './submission.service';
import { toMySubmission } from './submission.view';

type State = ServiceState & AuthState;

export interface SubmissionRouteDeps {
  service: SubmissionService;
  store: ImageStore;
  payoutMethods: PayoutMethodDirectory;
  profiles: SellerProfiles;
  guards: Pick<SessionGuards, 'requireUser'>;
}

const notYourMethod = 'Choose one of your own payment methods.';

function signedIn(state: State): SessionPrincipal {
  // requireUser ran first; this narrows the type for the handlers.
  if (!state.user) throw createError(401, 'Authentication required');
  return state.user;
}

/** The seller's side of submissions: submit a card, follow one's own submissions. */
export function submissionRoutes({
  service,
  store,
  payoutMethods,
  profiles,
  guards,
}: SubmissionRouteDeps): Router<State> {
  const router = new Router<State>({ prefix: '/api' });

  router.post('/submit-gift-card', guards.requireUser, async (ctx) => {
    const user = signedIn(ctx.state);
    const upload = await receiveMultipart(ctx.req, store, user.id);
    try {
      const fields = validate(submissionFieldsSchema, upload.fields);
      const method = await payoutMethods.findForSeller(user.id, fields.paymentMethodId);
      if (!method) throw validationError(notYourMethod, { paymentMethodId: notYourMethod });
      const email = await profiles.emailOf(user.id, ctx.get('cookie'));
      const doc = await service.submit({
        seller: { id: user.id, username: user.username, email },
        fields,
        images: upload.images,
        paymentMethod: { id: method.id, type: method.type },
      });
      const body: SubmitGiftCardResponse = {
        message: 'Your gift card has been submitted for review.',
        submission: toMySubmission(doc),
      };
      ctx.status = 201;
      ctx.body = body;
    } catch (error) {
      // A refused submission leaves nothing behind, not even its images.
      await store.remove(upload.images.map((image) => image.fileId));
      throw error;
    }
  });

  router.get('/my-submissions', guards.requireUser, async (ctx) => {
    const user = signedIn(ctx.state);
    // The version is two indexed reads; an unchanged list is answered 304 without reading it.
    const version = await service.versionOfMine(user.id);
    ctx.status = 200;
    ctx.set('ETag', `W/"${user.id}-${version}"`);
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.vary('Cookie');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const docs = await service.listMine(user.id);
    ctx.body = docs.map(toMySubmission);
  });

  return router;
}
