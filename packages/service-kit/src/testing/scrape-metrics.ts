/** One sample line of the Prometheus text format: its name, labels and value. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  /** The raw text, as Prometheus reads it. */
  text: string;
  samples: MetricSample[];
  /** The value of the one sample with this name whose labels include `labels`; undefined if none. */
  value: (name: string, labels?: Record<string, string>) => number | undefined;
}

const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Reads a Prometheus text exposition into samples (comments skipped). */
export function parseMetrics(text: string): Scrape {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const match = sampleLine.exec(line);
    if (!match) continue;
    const [, name = '', labelText = '', value = ''] = match;
    const labels = Object.fromEntries(
      [...labelText.matchAll(labelPair)].map(([, key = '', v = '']) => [key, v]),
    );
    samples.push({ name, labels, value: Number(value) });
  }
  const value = (name: string, labels: Record<string, string> = {}) => {
    const found = samples.filter(
      (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
    );
    if (found.length > 1) throw new Error(`${found.length} samples of ${name} match the labels`);
    return found[0]?.value;
  };
  return { text, samples, value };
}

/** Scrapes a service's `/metrics` with the internal token, as Prometheus does. */
export async function scrapeMetrics(baseUrl: string, internalToken: string): Promise<Scrape> {
  const res = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${internalToken}` },
  });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}: ${await res.text()}`);
  return parseMetrics(await res.text());
}
