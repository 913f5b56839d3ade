import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { Settings } from './settings.js';

type ObjectMeta = NonNullable<IDeployment['metadata']>;

/** The labels a part's pods carry; its Services, PDB and Deployment select by them. */
export const selectorOf = (name: string) => ({ 'app.kubernetes.io/name': name });

export function metaOf(s: Settings, name: string, component: string): ObjectMeta {
  return {
    name,
    namespace: s.namespace,
    labels: {
      ...selectorOf(name),
      'app.kubernetes.io/component': component,
      'app.kubernetes.io/part-of': 'cardbridge',
      'app.kubernetes.io/managed-by': 'cardbridge-k8s-render',
    },
  };
}
