import { z } from 'zod';
import { metaOf } from './labels.js';
import type { Settings } from './settings.js';

/**
 * The part of the MongoDB Community Operator's `MongoDBCommunity` resource
 * (mongodbcommunity.mongodb.com/v1) this deployment uses. The CRD is not in kubernetes-models,
 * so the tests check the rendered resource against this shape instead.
 */
export const mongoDbCommunitySchema = z.strictObject({
  apiVersion: z.literal('mongodbcommunity.mongodb.com/v1'),
  kind: z.literal('MongoDBCommunity'),
  metadata: z.object({
    name: z.string().regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/),
    namespace: z.string().min(1),
    labels: z.record(z.string(), z.string()).optional(),
  }),
  spec: z.strictObject({
    members: z.number().int().min(1).max(50),
    type: z.literal('ReplicaSet'),
    version: z.string().regex(/^\d+\.\d+\.\d+$/),
    security: z.strictObject({
      authentication: z.strictObject({
        modes: z.array(z.enum(['SCRAM', 'SCRAM-SHA-1', 'X509'])).min(1),
      }),
    }),
    users: z
      .array(
        z.strictObject({
          name: z.string().min(1),
          db: z.string().min(1),
          // A reference to a Secret, never the password itself.
          passwordSecretRef: z.strictObject({
            name: z.string().min(1),
            key: z.string().optional(),
          }),
          roles: z.array(z.strictObject({ name: z.string().min(1), db: z.string().min(1) })).min(1),
          scramCredentialsSecretName: z.string().regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/),
        }),
      )
      .min(1),
    statefulSet: z.object({ spec: z.record(z.string(), z.unknown()) }).optional(),
  }),
});

type MongoDbCommunity = z.infer<typeof mongoDbCommunitySchema>;

export const mongoResourceName = 'cardbridge-mongo';
/** The Secret (key `password`) the operator creates with the services' database password. */
export const mongoPasswordSecret = 'cardbridge-mongo-password';

/**
 * A 3-member replica set run by the operator. It creates the `cardbridge` user from the password
 * Secret and writes its connection string to `cardbridge-mongo-admin-cardbridge`, which the
 * services read (service-env.ts).
 */
export function mongoDbCommunity(s: Settings): MongoDbCommunity {
  return {
    apiVersion: 'mongodbcommunity.mongodb.com/v1',
    kind: 'MongoDBCommunity',
    metadata: metaOf(s, mongoResourceName, 'database') as MongoDbCommunity['metadata'],
    spec: {
      members: 3,
      type: 'ReplicaSet',
      version: '7.0.15',
      security: { authentication: { modes: ['SCRAM'] } },
      users: [
        {
          name: 'cardbridge',
          db: 'admin',
          passwordSecretRef: { name: mongoPasswordSecret },
          // Read and write, and index management: the services' models create their indexes.
          roles: [
            { name: 'readWriteAnyDatabase', db: 'admin' },
            { name: 'dbAdminAnyDatabase', db: 'admin' },
          ],
          scramCredentialsSecretName: 'cardbridge-mongo-scram',
        },
      ],
      statefulSet: {
        spec: {
          volumeClaimTemplates: [
            {
              metadata: { name: 'data-volume' },
              spec: {
                accessModes: ['ReadWriteOnce'],
                resources: { requests: { storage: '20Gi' } },
              },
            },
          ],
        },
      },
    },
  };
}
