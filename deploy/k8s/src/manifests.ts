import { Namespace } from 'kubernetes-models/v1/Namespace';
import { gatewayManifests } from './gateway.js';
import { metaOf } from './labels.js';
import { mongoDbCommunity } from './mongodb-community.js';
import { serviceManifests } from './services.js';
import type { Settings } from './settings.js';

/** Every object of a deployment, in the order `kubectl apply` should see them. */
export function renderManifests(s: Settings) {
  return {
    namespace: [
      new Namespace({ metadata: { ...metaOf(s, s.namespace, 'namespace'), namespace: undefined } }),
    ],
    mongodb: s.mongodb === 'operator' ? [mongoDbCommunity(s)] : [],
    services: serviceManifests(s),
    gateway: gatewayManifests(s),
  };
}

export type Manifests = ReturnType<typeof renderManifests>;
