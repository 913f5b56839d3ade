import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { ISecurityContext } from 'kubernetes-models/v1/SecurityContext';
import { metaOf, selectorOf } from './labels.js';
import type { Settings } from './settings.js';

export interface Scaling {
  minReplicas: number;
  maxReplicas: number;
  /** Average CPU use, in percent of the request, above which the autoscaler adds pods. */
  cpuPercent: number;
}

export interface Workload {
  name: string;
  component: string;
  container: IContainer;
  scaling: Scaling;
  pod?: Omit<IPodSpec, 'containers'>;
  /** Annotations of the pod template: a changed value rolls the pods (e.g. a config digest). */
  podAnnotations?: Record<string, string>;
}

/** No capabilities, no privilege escalation, the runtime's default seccomp profile. */
export const restrictedContainer = (more: ISecurityContext = {}): ISecurityContext => ({
  allowPrivilegeEscalation: false,
  capabilities: { drop: ['ALL'] },
  ...more,
});

/**
 * A part's Deployment, with the disruption budget and autoscaler every part has: at least one
 * pod stays up through node drains, and a rollout adds a pod before it takes one away.
 */
export function workload(s: Settings, w: Workload) {
  const meta = metaOf(s, w.name, w.component);
  const deployment = new Deployment({
    metadata: meta,
    spec: {
      // No replicas: the autoscaler owns the count, and a later apply must not reset it.
      revisionHistoryLimit: 5,
      selector: { matchLabels: selectorOf(w.name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: {
          labels: meta.labels,
          ...(w.podAnnotations ? { annotations: w.podAnnotations } : {}),
        },
        spec: {
          ...w.pod,
          automountServiceAccountToken: false,
          securityContext: {
            runAsNonRoot: true,
            seccompProfile: { type: 'RuntimeDefault' },
            ...w.pod?.securityContext,
          },
          // Spread replicas over nodes, so one node's loss leaves the others serving.
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: selectorOf(w.name) },
            },
          ],
          containers: [w.container],
        },
      },
    },
  });
  const budget = new PodDisruptionBudget({
    metadata: meta,
    spec: { minAvailable: 1, selector: { matchLabels: selectorOf(w.name) } },
  });
  const autoscaler = new HorizontalPodAutoscaler({
    metadata: meta,
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: w.name },
      minReplicas: w.scaling.minReplicas,
      maxReplicas: w.scaling.maxReplicas,
      metrics: [
        {
          type: 'Resource',
          resource: {
            name: 'cpu',
            target: { type: 'Utilization', averageUtilization: w.scaling.cpuPercent },
          },
        },
      ],
    },
  });
  return [deployment, budget, autoscaler];
}
