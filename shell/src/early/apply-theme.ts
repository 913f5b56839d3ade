// Apply the saved theme before the app renders (the gateway's CSP forbids an inline script).
try {
  document.documentElement.classList.toggle('dark', localStorage.getItem('theme') === 'dark');
} catch {
  // No storage access: stay on the default light theme.
}
