import './early-requests';
// Module Federation needs an asynchronous boundary before shared modules are used.
import('./bootstrap').catch((error: unknown) => {
  console.error('Portico failed to start', error);
  const root = document.getElementById('portico-root');
  if (root) root.innerHTML = '<p style="font-family:sans-serif;padding:2rem">Portico could not start. Reload the page to try again.</p>';
});
