// npm test: install what is missing, build, and run every test (unit, service, gateway and the
// browser tests through nginx). Browser tests need Debian's nginx and Chromium: outside CI a
// machine without them gets a loud warning and those tests skip; in CI (CI=true) they must run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  aptInstall,
  build,
  checkNode,
  ensureDependencies,
  findChromium,
  findNginx,
  log,
  loud,
  root,
} from './lib/ensure.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';

try {
  checkNode();
  ensureDependencies();
  if (ci && (!findNginx() || !findChromium())) {
    try {
      aptInstall(['nginx', 'chromium']);
    } catch (error) {
      log(`apt-get failed: ${error.message}`);
    }
  }
  const missing = [!findNginx() && 'nginx', !findChromium() && 'chromium'].filter(Boolean);
  const env = { ...process.env };
  if (missing.length > 0) {
    if (ci)
      throw new Error(
        `CI must run the browser and gateway tests, but ${missing.join(' and ')} is missing.`,
      );
    loud(
      `SKIPPING the browser tests and the nginx routing test: ${missing.join(' and ')} not installed.\n` +
        `Install with: sudo apt-get install -y nginx chromium   (CI installs both and never skips)`,
    );
    env.CARDBRIDGE_SKIP_BROWSER = '1';
    env.CARDBRIDGE_ALLOW_SKIP_NGINX = '1';
  }
  if (process.env.CARDBRIDGE_SKIP_BUILD !== '1') build();

  const runs = [runVitest(process.argv.slice(2), env, 'vitest-report.json')];

  // The replica profile: in CI (or with CARDBRIDGE_REPLICA_PROFILE=1) the API-level browser
  // suites run again against two instances of every service behind nginx. A subset, to keep CI
  // short; a run with arguments (a chosen file) is left as asked.
  const replicaProfile = ci || process.env.CARDBRIDGE_REPLICA_PROFILE === '1';
  if (replicaProfile && process.argv.length <= 2 && env.CARDBRIDGE_SKIP_BROWSER !== '1') {
    const suites = ['payouts-exactly-once', 'authorization-matrix', 'support-chat', 'sell-card'];
    log(`replica profile: ${suites.join(', ')} against 2 instances of every service`);
    runs.push(
      runVitest(
        suites.map((name) => `e2e/tests/${name}.test.ts`),
        { ...env, CARDBRIDGE_REPLICAS: '2' },
        'vitest-replicas-report.json',
      ),
    );
  }

  const total = (key) => runs.reduce((sum, run) => sum + run[key], 0);
  const skipped = total('skipped');
  if (ci && skipped > 0) {
    console.error(`CI forbids skipped tests, and ${skipped} were skipped.`);
    process.exitCode = 1;
  }
  if (runs.some((run) => run.status !== 0)) process.exitCode = 1;
  // The plain closing line CI reads: every run's tests, last.
  console.log(
    `\n${total('passed')} passed, ${total('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

/** One vitest run with a JSON report beside its console output: its counts and exit status. */
function runVitest(files, env, reportName) {
  const report = path.join(root, '.tmp', reportName);
  fs.mkdirSync(path.dirname(report), { recursive: true });
  fs.rmSync(report, { force: true });
  const args = [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...files,
  ];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
  // No report (vitest could not start): one failure, so the closing line never reads clean.
  const r = fs.existsSync(report)
    ? JSON.parse(fs.readFileSync(report, 'utf8'))
    : { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0 };
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
    status: result.status ?? 1,
  };
}
