/**
 * `npm run k8s:render -- [options] [--out <dir>]`: the Kubernetes manifests, to stdout or one file
 * per part in <dir>. `npm run k8s:render -- remote <list|publish|rollback|canary|promote|abort|status|history> <remote> [version] [percent]`: a
 * Job that operates the gateway's remote store. Options: --namespace, --registry, --tag,
 * --mongodb operator|external, --trusted-proxies <cidr,...>, --storage-class (settings.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderManifests } from './manifests.js';
import { remoteJob } from './remote-job.js';
import { settingsSchema } from './settings.js';
import { toYamlDocuments } from './yaml-documents.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    namespace: { type: 'string' },
    registry: { type: 'string' },
    tag: { type: 'string' },
    mongodb: { type: 'string' },
    'trusted-proxies': { type: 'string' },
    'storage-class': { type: 'string' },
    out: { type: 'string' },
  },
});

const parsed = settingsSchema.safeParse({
  namespace: values.namespace,
  registry: values.registry,
  tag: values.tag,
  mongodb: values.mongodb,
  trustedProxies: values['trusted-proxies']?.split(',').map((cidr) => cidr.trim()),
  storageClass: values['storage-class'],
});
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
  process.exit(2);
}
const settings = parsed.data;

if (positionals[0] === 'remote') {
  const [, operation = '', remote = '', version, percent] = positionals;
  const suffix = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  process.stdout.write(
    toYamlDocuments([remoteJob(settings, { operation, remote, version, percent, suffix })]),
  );
} else if (positionals.length > 0) {
  console.error(`unknown command: ${positionals.join(' ')}`);
  process.exit(2);
} else {
  const parts = Object.entries(renderManifests(settings)).filter(([, objects]) => objects.length);
  if (!values.out) {
    process.stdout.write(toYamlDocuments(parts.flatMap(([, objects]): object[] => objects)));
  } else {
    fs.mkdirSync(values.out, { recursive: true });
    parts.forEach(([part, objects], index) => {
      const file = path.join(values.out ?? '', `${index}0-${part}.yaml`);
      fs.writeFileSync(file, toYamlDocuments(objects));
      console.error(`wrote ${file}`);
    });
  }
}
