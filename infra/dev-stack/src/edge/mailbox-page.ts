import type { ServerResponse } from 'node:http';
import escapeHtml from 'escape-html';
import { formatDateTime } from '@portico/contracts';
import type { CapturedMail } from '@portico/platform';

const linkify = (v: string) => escapeHtml(v).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** The embedded default's mailbox: every mail Portico sent, newest first (dev only). */
export function sendMailbox(res: ServerResponse, messages: readonly CapturedMail[], asJson: boolean): void {
  res.setHeader('cache-control', 'no-store');
  if (asJson) {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ messages: [...messages].reverse() }));
    return;
  }
  const items = [...messages]
    .reverse()
    .map(
      (
        m,
      ) => `<article class="mail"><header><strong>${escapeHtml(m.subject || '(no subject)')}</strong><span>${escapeHtml(formatDateTime(m.receivedAt, 'en'))}</span></header>
<div class="meta">To: ${escapeHtml(m.to.join(', '))} · From: ${escapeHtml(m.from)}</div><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('\n');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portico mailbox (development)</title>
<style>body{font-family:system-ui,sans-serif;background:#f8f8f8;margin:0;color:#1e1e1e}h1{background:#314671;color:#fff;margin:0;padding:16px 24px;font-size:18px}
main{max-width:860px;margin:24px auto;padding:0 16px}.mail{background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.06);padding:16px 20px;margin-bottom:16px}
.mail header{display:flex;justify-content:space-between;gap:16px}.mail header span,.meta{color:#6e6b7b;font-size:13px}pre{white-space:pre-wrap;font:inherit;margin:12px 0 0}a{color:#314671}</style></head>
<body><h1>Portico mailbox · development mail sink</h1><main>${items || '<p>No mail yet. Invitations and join-request notices appear here.</p>'}</main></body></html>`);
}
