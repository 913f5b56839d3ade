import { isRemoteName, servicePorts } from '@cardbridge/topology';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { remoteStoreClaim } from './gateway.js';
import { metaOf } from './labels.js';
import { imageOf, platformSecret, type Settings } from './settings.js';
import { restrictedContainer } from './workload.js';

/**
 * `publish`, not `deploy`: the image holds the remotes built already; a Job does not build. The
 * canary verbs (docs/product.md#releasing-a-remote) act on versions already published.
 */
const operations = [
  'list',
  'publish',
  'rollback',
  'canary',
  'promote',
  'abort',
  'status',
  'history',
] as const;
type Operation = (typeof operations)[number];

export const isOperation = (value: string): value is Operation =>
  (operations as readonly string[]).includes(value);

/** The store's group (the gateway pods' fsGroup): the tool writes files nginx can read. */
const storeUser = 101;

export interface RemoteOperation {
  operation: string;
  remote: string;
  /** rollback: the version to go back to (the previous one when omitted); canary: its version. */
  version?: string;
  /** canary: the share of browsers, 1–99. */
  percent?: string;
  /** Makes the Job's name unique (a Job cannot be run twice under one name). */
  suffix: string;
}

/**
 * A one-off Job that runs the remote store's tool (`npm run remote -- <operation> <remote>`,
 * packages/build-config) against the gateway's store, as `docker compose run --rm remotes` does.
 * Its image (gateway/Dockerfile's build stage) carries the remotes it publishes, so rolling out a
 * new version is: push that image with a new tag, run `publish` with that tag.
 */
export function remoteJob(
  s: Settings,
  { operation, remote, version, percent, suffix }: RemoteOperation,
) {
  if (!isOperation(operation)) throw new Error(`operation must be one of ${operations.join(', ')}`);
  if (!isRemoteName(remote)) throw new Error(`unknown remote: ${JSON.stringify(remote)}`);
  if (!/^[a-z0-9-]{1,20}$/.test(suffix)) throw new Error('suffix: 1 to 20 of [a-z0-9-]');
  const takesVersion = operation === 'rollback' || operation === 'canary';
  if (version !== undefined && (!takesVersion || !/^[0-9a-f]{12}$/.test(version))) {
    throw new Error('a version (12 hex digits) is taken by rollback and canary only');
  }
  if (operation === 'canary' && (!version || !/^([1-9]|[1-9][0-9])$/.test(percent ?? ''))) {
    throw new Error('canary takes a version and a percentage from 1 to 99');
  }
  return new Job({
    metadata: metaOf(s, `remote-${operation}-${remote}-${suffix}`, 'remote-store'),
    spec: {
      backoffLimit: 0,
      ttlSecondsAfterFinished: 86_400,
      template: {
        spec: {
          restartPolicy: 'Never',
          automountServiceAccountToken: false,
          securityContext: {
            runAsNonRoot: true,
            runAsUser: storeUser,
            fsGroup: storeUser,
            seccompProfile: { type: 'RuntimeDefault' },
          },
          volumes: [
            { name: 'remote-store', persistentVolumeClaim: { claimName: remoteStoreClaim } },
            { name: 'home', emptyDir: {} },
          ],
          containers: [
            {
              name: 'remotes',
              image: imageOf(s, 'remotes'),
              command: ['npm', 'run', '--silent', 'remote', '--', operation, remote]
                .concat(version ?? [])
                .concat(operation === 'canary' && percent ? percent : []),
              env: [
                { name: 'CARDBRIDGE_DATA_DIR', value: '/store' },
                // npm keeps its logs and cache under HOME.
                { name: 'HOME', value: '/home/remotes' },
                // `status` asks chat for the last hour's counts.
                { name: 'CHAT_URL', value: `http://chat:${servicePorts.chat}` },
                {
                  name: 'INTERNAL_TOKEN',
                  valueFrom: { secretKeyRef: { name: platformSecret, key: 'INTERNAL_TOKEN' } },
                },
              ],
              resources: {
                requests: { cpu: '100m', memory: '128Mi' },
                limits: { cpu: '1', memory: '512Mi' },
              },
              securityContext: restrictedContainer(),
              volumeMounts: [
                { name: 'remote-store', mountPath: '/store/remotes' },
                { name: 'home', mountPath: '/home/remotes' },
              ],
            },
          ],
        },
      },
    },
  });
}
