// Apply the saved theme before the app chunk loads (the gateway's CSP forbids an inline script).
try {
  document.documentElement.classList.toggle('dark', localStorage.getItem('theme') === 'dark');
} catch {
  // No storage access: stay on the default light theme.
}

// Async boundary: lets Module Federation negotiate shared singletons before any React code runs.
void import('./bootstrap');
