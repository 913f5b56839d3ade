// Preloaded (`node --import`) into every Node process the platform starts. The platform holds the
// write end of this process's stdin; when the platform dies, even by kill -9, the pipe closes and
// this process shuts down as on SIGTERM, so no service or database outlives the platform.
const onParentGone = () => {
  process.kill(process.pid, 'SIGTERM');
  // A process that ignores SIGTERM or hangs in its shutdown still goes.
  setTimeout(() => process.exit(1), 5000).unref();
};

if (process.env.CARDBRIDGE_PARENT_GUARD === '1' && !process.stdin.isTTY) {
  process.stdin.once('end', onParentGone);
  process.stdin.once('close', onParentGone);
  process.stdin.resume();
  // Watching the pipe must not keep an otherwise finished process alive.
  process.stdin.unref?.();
}
