/**
 * Runs mongoose's own test suite against the embedded server and prints the share that passes.
 *
 *   git clone --branch 9.9.3 https://github.com/Automattic/mongoose /tmp/mongoose
 *   (cd /tmp/mongoose && npm install --ignore-scripts)
 *   npx tsx packages/embedded-mongo/scripts/mongoose-suite.ts /tmp/mongoose [--jobs 2] [--grep file]
 *
 * One mocha process per test file, each with `MONGOOSE_TEST_URI` pointing at an embedded server
 * (one per parallel job: the suite names its own databases).
 * Failures are printed by file and title; `--by-design` failures (geo, $where, capped collections,
 * $jsonSchema: refused on purpose, see the README) are counted apart. The project's CI does not run
 * this: it needs mongoose's repository.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { startMongoServer } from '../src/index';

interface Failure {
  file: string;
  title: string;
  message: string;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    jobs: { type: 'string', default: '2' },
    grep: { type: 'string' },
    out: { type: 'string' },
  },
});
const mongooseDir = positionals[0] ?? process.env.MONGOOSE_DIR ?? '';
if (!mongooseDir) {
  console.error(
    'usage: mongoose-suite.ts <mongoose checkout> [--jobs N] [--grep text] [--out file]',
  );
  process.exit(2);
}

/** Refused by design (README, "Refused by design"): a failure whose message names one of these. */
const byDesign = [
  /\$geo|2dsphere|\b2d\b|\$near|geoNear|\$centerSphere|\$box|\$polygon/i,
  /\$where/,
  /capped/i,
  /\$jsonSchema|validator/i,
  /Transaction numbers|transactions? (are|is) not supported|replica set/i,
  /changeStream|\$changeStream/i,
];

function testFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'encryption') found.push(...testFiles(path));
    else if (entry.name.endsWith('.test.js')) found.push(path);
  }
  return found.sort();
}

function runFile(file: string, uri: string): Promise<{ passes: number; failures: Failure[] }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        join(mongooseDir, 'node_modules/mocha/bin/mocha.js'),
        '--exit',
        '--timeout',
        '20000',
        '--reporter',
        'json',
        relative(mongooseDir, file),
      ],
      { cwd: mongooseDir, env: { ...process.env, MONGOOSE_TEST_URI: uri } },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.resume();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10 * 60_000);
    child.on('close', () => {
      clearTimeout(timer);
      const start = out.indexOf('{\n  "stats"');
      try {
        const report = JSON.parse(out.slice(start)) as {
          passes: unknown[];
          failures: { fullTitle: string; err: { message?: string } }[];
        };
        resolve({
          passes: report.passes.length,
          failures: report.failures.map((f) => ({
            file: relative(mongooseDir, file),
            title: f.fullTitle,
            message: (f.err.message ?? '').split('\n')[0]!.slice(0, 300),
          })),
        });
      } catch {
        resolve({
          passes: 0,
          failures: [{ file: relative(mongooseDir, file), title: '(file)', message: 'no report' }],
        });
      }
    });
  });
}

// The suite names its databases itself (mongoose_test, mongoose_test_2): one server per job.
const jobs = Number(values.jobs);
const servers = await Promise.all(
  Array.from({ length: jobs }, () =>
    startMongoServer({ dbPath: mkdtempSync(join(tmpdir(), 'mongoose-suite-')), fsync: false }),
  ),
);
const files = testFiles(join(mongooseDir, 'test')).filter(
  (f) => !values.grep || f.includes(values.grep),
);
let passes = 0;
const failures: Failure[] = [];
let next = 0;
const started = Date.now();
await Promise.all(
  servers.map(async (server) => {
    while (next < files.length) {
      const file = files[next++]!;
      const result = await runFile(file, server.uri.replace('/?', '/mongoose_test?'));
      passes += result.passes;
      failures.push(...result.failures);
      console.log(
        `${relative(mongooseDir, file)}: ${result.passes} passed, ${result.failures.length} failed`,
      );
    }
  }),
);
await Promise.all(servers.map((server) => server.stop()));

const designed = failures.filter((f) => byDesign.some((re) => re.test(`${f.title} ${f.message}`)));
const wrong = failures.filter((f) => !designed.includes(f));
const counted = passes + wrong.length;
for (const f of wrong) console.log(`FAIL ${f.file} :: ${f.title}\n     ${f.message}`);
console.log(
  `\n${files.length} files in ${Math.round((Date.now() - started) / 1000)} s: ${passes} passed, ` +
    `${wrong.length} failed, ${designed.length} refused by design (not counted)`,
);
console.log(`pass rate: ${((100 * passes) / counted).toFixed(2)} % of ${counted}`);
if (values.out) writeFileSync(values.out, JSON.stringify({ passes, wrong, designed }, null, 2));
