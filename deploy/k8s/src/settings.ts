import { z } from 'zod';

/**
 * What differs between clusters, with a default each: the CLI reads them from flags
 * (`npm run k8s:render -- --namespace shop --registry ghcr.io/acme --tag 1.4.0`).
 */
export const settingsSchema = z.object({
  /** The namespace every object lives in. */
  namespace: z
    .string()
    .regex(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/, 'must be a DNS label')
    .default('cardbridge'),
  /** Where the images are pushed: <registry>/cardbridge-<part>:<tag>. */
  registry: z.string().min(1).default('registry.example.com/cardbridge'),
  tag: z
    .string()
    .regex(/^[\w][\w.-]{0,127}$/, 'must be an image tag')
    .default('latest'),
  /**
   * `operator`: a 3-member replica set run by the MongoDB Community Operator (installed first);
   * `external`: a MongoDB the cluster reaches, its URI in the secret `cardbridge-mongodb`.
   */
  mongodb: z.enum(['operator', 'external']).default('operator'),
  /** The TLS front end's addresses as the gateway sees them (the ingress controller's pods). */
  trustedProxies: z.array(z.string()).default([]),
  /** The remote store's storage class; it must offer ReadWriteMany (every gateway pod mounts it). */
  storageClass: z.string().optional(),
});

export type Settings = z.output<typeof settingsSchema>;

export const defaultSettings: Settings = settingsSchema.parse({});

/** The image of a part of the platform (service name, `gateway` or `remotes`). */
export const imageOf = (s: Settings, part: string) => `${s.registry}/cardbridge-${part}:${s.tag}`;

/** The Secret the operator creates before applying (README: Kubernetes); never rendered here. */
export const platformSecret = 'cardbridge-secrets';
