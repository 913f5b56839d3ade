// npm start: install what is missing, build, then run the database, the four services and the
// gateway (nginx when present, installed with apt-get when we can, else the Node gateway).
import {
  aptInstall,
  build,
  checkNode,
  ensureDependencies,
  findNginx,
  installedBin,
  log,
  loud,
  root,
  run,
} from './lib/ensure.mjs';

try {
  checkNode();
  ensureDependencies();
  if (!findNginx() && !process.env.CARDBRIDGE_GATEWAY) {
    try {
      aptInstall(['nginx']);
    } catch (error) {
      log(`could not install nginx (${error.message})`);
    }
    if (!findNginx())
      loud('nginx is not installed: the Node gateway serves the same routes instead.');
  }
  if (process.env.CARDBRIDGE_SKIP_BUILD !== '1') build();
  // The platform's own command (@cardbridge/platform's bin), which starts the rest by theirs.
  run(process.execPath, [installedBin('cardbridge-platform')], { cwd: root });
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
