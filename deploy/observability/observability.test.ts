import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceNames, servicePorts } from '@cardbridge/topology';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { histogramFamily, metricNamesIn } from './promql-metrics.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const dashboardsDir = path.join(here, 'grafana/dashboards');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The names the services export, read from their metric definitions (prom-client constructors and
 * service-kit's scrapeGauge/statusGauge take `name: '...'`): scraping the real apps would need
 * them running. A definition renamed there, or a dashboard renamed here, fails the check below.
 */
function definedMetricNames(): { names: Set<string>; histograms: Set<string> } {
  const roots = ['packages', 'services'].flatMap((top) =>
    fs.readdirSync(path.join(repoRoot, top)).map((name) => path.join(repoRoot, top, name, 'src')),
  );
  const names = new Set<string>();
  const histograms = new Set<string>();
  for (const file of roots.filter((root) => fs.existsSync(root)).flatMap(sourceFiles)) {
    const source = fs.readFileSync(file, 'utf8');
    if (!/new (Counter|Gauge|Histogram|Summary)\b|scrapeGauge\(|statusGauge\(/.test(source))
      continue;
    for (const [, name] of source.matchAll(/\bname:\s*'([a-zA-Z_:][a-zA-Z0-9_:]*)'/g)) {
      if (name) names.add(name);
    }
    for (const [, name] of source.matchAll(/new Histogram\(\{\s*name:\s*'([^']+)'/g)) {
      if (name) histograms.add(name);
    }
  }
  return { names, histograms };
}

/** nginx-prometheus-exporter's names for stub_status (its README), and Prometheus's own `up`. */
const exporterMetrics = new Set([
  'nginx_up',
  'nginx_connections_accepted',
  'nginx_connections_active',
  'nginx_connections_handled',
  'nginx_connections_reading',
  'nginx_connections_waiting',
  'nginx_connections_writing',
  'nginx_http_requests_total',
  'up',
]);
/** prom-client's collectDefaultMetrics, which every service's registry turns on. */
const defaultMetricPrefixes = ['process_', 'nodejs_'];

const { names: defined, histograms } = definedMetricNames();
const isExported = (name: string) =>
  defined.has(name) ||
  (histogramFamily(name) !== name && histograms.has(histogramFamily(name))) ||
  exporterMetrics.has(name) ||
  defaultMetricPrefixes.some((prefix) => name.startsWith(prefix));

interface Panel {
  title: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}
interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
  templating?: { list: { name: string; definition?: string }[] };
}

const dashboards = fs
  .readdirSync(dashboardsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    file,
    dashboard: JSON.parse(fs.readFileSync(path.join(dashboardsDir, file), 'utf8')) as Dashboard,
  }));

const panelsOf = (panels: Panel[]): Panel[] =>
  panels.flatMap((panel) => [panel, ...panelsOf(panel.panels ?? [])]);

interface Rule {
  alert: string;
  expr: string;
}
const rules = (
  YAML.parse(fs.readFileSync(path.join(here, 'alerts.yml'), 'utf8')) as {
    groups: { rules: Rule[] }[];
  }
).groups.flatMap((group) => group.rules);

describe('metricNamesIn', () => {
  it('finds the metrics of an expression and nothing else', () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.99, sum by (job, le) (rate(http_request_duration_seconds_bucket{route!="unmatched",job=~"$service"}[$__rate_interval]))) > 1e3',
      ),
    ).toEqual(['http_request_duration_seconds_bucket']);
    expect(
      metricNamesIn('max(a_total offset 5m) / on (job) group_left (x) b and c unless bool d'),
    ).toEqual(['a_total', 'b', 'c', 'd']);
  });

  it('the exported names hold the services’ definitions, by their real names', () => {
    expect([...defined]).toEqual(
      expect.arrayContaining([
        'http_request_duration_seconds',
        'cardbridge_submissions',
        'cardbridge_payouts',
        'cardbridge_outbox_oldest_message_age_seconds',
        'cardbridge_failed_sign_ins_total',
      ]),
    );
    expect([...histograms]).toEqual(['http_request_duration_seconds']);
    expect(isExported('http_request_duration_seconds_count')).toBe(true);
    expect(isExported('cardbridge_payout')).toBe(false);
    expect(isExported('cardbridge_submissions_count')).toBe(false);
  });
});

describe('Grafana dashboards', () => {
  it('are provisioned: three, with unique uids, each panel querying the Prometheus data source', () => {
    expect(dashboards.map((d) => d.file).sort()).toEqual([
      'business.json',
      'outbox-payouts.json',
      'services.json',
    ]);
    expect(new Set(dashboards.map((d) => d.dashboard.uid)).size).toBe(dashboards.length);
    const datasources = YAML.parse(
      fs.readFileSync(path.join(here, 'grafana/provisioning/datasources/prometheus.yml'), 'utf8'),
    ) as { datasources: { uid: string; url: string }[] };
    expect(datasources.datasources).toEqual([
      expect.objectContaining({ uid: 'prometheus', url: 'http://prometheus:9090' }),
    ]);
    for (const { file, dashboard } of dashboards) {
      for (const panel of panelsOf(dashboard.panels)) {
        expect(panel.targets?.length, `${file}: ${panel.title}`).toBeGreaterThan(0);
      }
    }
  });

  it.each(dashboards)('$file queries only metrics some service exports', ({ file, dashboard }) => {
    const exprs = panelsOf(dashboard.panels).flatMap((panel) =>
      (panel.targets ?? []).map((target) => ({
        where: `${file}: ${panel.title}`,
        expr: target.expr,
      })),
    );
    // Template variables read label values of a metric: `label_values(<metric>, <label>)`.
    for (const variable of dashboard.templating?.list ?? []) {
      const metric = /label_values\(\s*([a-zA-Z_:][\w:]*)\s*,/.exec(variable.definition ?? '')?.[1];
      if (metric) exprs.push({ where: `${file}: $${variable.name}`, expr: metric });
    }
    for (const { where, expr } of exprs) {
      const names = metricNamesIn(expr);
      expect(names.length, `${where}: ${expr}`).toBeGreaterThan(0);
      expect(
        names.filter((name) => !isExported(name)),
        `${where}: ${expr}`,
      ).toEqual([]);
    }
  });
});

describe('Prometheus alert rules', () => {
  it('alert on error rate, p99 latency, outbox age, failed payouts and review queue age', () => {
    const read = (alert: string) => rules.find((rule) => rule.alert === alert)?.expr ?? '';
    expect(read('HighErrorRate')).toMatch(/http_request_duration_seconds_count\{status=~"5\.\."\}/);
    expect(read('HighP99Latency')).toMatch(/histogram_quantile\(0\.99,/);
    expect(metricNamesIn(read('OutboxStuck'))).toEqual([
      'cardbridge_outbox_oldest_message_age_seconds',
    ]);
    // Every service, by the job name prometheus.yml gives it.
    expect(
      [...read('ServiceMissing').matchAll(/absent\(up\{job="([^"]+)"\}\)/g)].map((m) => m[1]),
    ).toEqual([...serviceNames]);
    expect(read('PayoutsFailing')).toContain('cardbridge_payouts{status="failed"}');
    expect(metricNamesIn(read('ReviewQueueOld'))).toEqual([
      'cardbridge_oldest_pending_submission_age_seconds',
    ]);
  });

  it.each(rules)('$alert reads only metrics some service exports', ({ expr }) => {
    const names = metricNamesIn(expr);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !isExported(name))).toEqual([]);
  });
});

describe('prometheus.yml', () => {
  const config = YAML.parse(fs.readFileSync(path.join(here, 'prometheus.yml'), 'utf8')) as {
    rule_files: string[];
    scrape_configs: {
      job_name: string;
      authorization?: { credentials_file: string };
      dns_sd_configs?: { names: string[]; port: number }[];
      static_configs?: { targets: string[] }[];
    }[];
  };

  it('scrapes each service with the internal token from a file, and the nginx exporter', () => {
    for (const name of serviceNames) {
      const job = config.scrape_configs.find((c) => c.job_name === name);
      expect(job?.authorization, name).toEqual({ credentials_file: '/run/secrets/internal_token' });
      expect(job?.dns_sd_configs, name).toEqual([
        { names: [name], type: 'A', port: servicePorts[name] },
      ]);
    }
    expect(config.scrape_configs.find((c) => c.job_name === 'nginx')?.static_configs).toEqual([
      { targets: ['gateway:9113'] },
    ]);
    expect(config.scrape_configs.find((c) => c.job_name === 'jaeger')?.static_configs).toEqual([
      { targets: ['jaeger:14269'] },
    ]);
    expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
  });
});
