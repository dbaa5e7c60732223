import type { PushMessage } from './push.ts';
import type { SmsMessage } from './sms.ts';
import type { WhatsAppMessage } from './whatsapp.ts';

const STATUS_LABELS: Record<string, string> = {
  accepted: 'aceita pelo provedor',
  queued: 'na fila',
  sent: 'enviada',
  delivered: 'entregue',
  read: 'lida',
  failed: 'falhou',
  undelivered: 'não entregue',
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const time = (at: Date) =>
  escapeHtml(at.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }));

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');

/** A form of one button per action, e.g. the statuses a message can be marked with. */
const buttons = (action: string, fields: Record<string, string>, choices: [string, string][]) =>
  choices
    .map(
      ([name, label]) =>
        `<form method="post" action="${action}" class="inline">${hidden({ ...fields, status: name })}<button>${escapeHtml(label)}</button></form>`,
    )
    .join(' ');

const replyForm = (action: string, id: string, fields: Record<string, string>) => `
  <form method="post" action="${action}">
    ${hidden(fields)}
    <label for="${id}">Responder com texto</label>
    <input id="${id}" name="text" required autocomplete="off">
    <button>Enviar resposta</button>
  </form>`;

function whatsappItem(message: WhatsAppMessage, index: number): string {
  const content =
    message.type === 'template'
      ? `<p>Modelo <code>${escapeHtml(message.template?.name ?? '')}</code> (${escapeHtml(message.template?.language ?? '')})</p>
         <ol aria-label="Parâmetros do modelo">${message.parameters.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ol>`
      : `<p class="text">${escapeHtml(message.text ?? '')}</p>`;
  const taps = message.buttons
    .map(
      (payload) =>
        `<form method="post" action="/demo/whatsapp/reply" class="inline">${hidden({ from: message.to, payload, contextId: message.id })}<button>Tocar em “${escapeHtml(payload.split(':')[0] ?? payload)}”</button></form>`,
    )
    .join(' ');
  return `
  <li>
    <article aria-labelledby="wa-${index}">
      <h3 id="wa-${index}">Para ${escapeHtml(message.to)} — ${time(message.at)}</h3>
      ${content}
      <p>Situação: ${escapeHtml(STATUS_LABELS[message.status] ?? message.status)}</p>
      ${taps ? `<div>Botões de resposta rápida: ${taps}</div>` : ''}
      <div>Marcar como: ${buttons('/demo/whatsapp/status', { id: message.id }, [
        ['delivered', 'entregue'],
        ['read', 'lido'],
        ['failed', 'falhou'],
      ])}</div>
      ${replyForm('/demo/whatsapp/reply', `wa-text-${index}`, { from: message.to, contextId: message.id })}
    </article>
  </li>`;
}

function smsItem(message: SmsMessage, index: number): string {
  return `
  <li>
    <article aria-labelledby="sms-${index}">
      <h3 id="sms-${index}">Para ${escapeHtml(message.to)} — ${time(message.at)}</h3>
      <p class="text">${escapeHtml(message.body)}</p>
      <p>Situação: ${escapeHtml(STATUS_LABELS[message.status] ?? message.status)}</p>
      <div>Marcar como: ${buttons('/demo/sms/status', { sid: message.sid }, [
        ['delivered', 'entregue'],
        ['undelivered', 'não entregue'],
      ])}</div>
      ${replyForm('/demo/sms/reply', `sms-text-${index}`, { from: message.to })}
    </article>
  </li>`;
}

function pushItem(message: PushMessage, index: number): string {
  let payload = message.payload;
  try {
    payload = JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    // Not JSON: shown as received.
  }
  return `
  <li>
    <article aria-labelledby="push-${index}">
      <h3 id="push-${index}">${time(message.at)} — urgência ${escapeHtml(message.urgency ?? 'não informada')}, TTL ${message.ttl} s</h3>
      <pre>${escapeHtml(payload)}</pre>
    </article>
  </li>`;
}

const section = <T>(
  id: string,
  title: string,
  items: T[],
  render: (item: T, i: number) => string,
) => `
  <section aria-labelledby="${id}">
    <h2 id="${id}">${title} (${items.length})</h2>
    ${items.length ? `<ol reversed class="messages">${items.map(render).reverse().join('')}</ol>` : '<p>Nenhuma mensagem ainda.</p>'}
  </section>`;

export function demoPage(state: {
  whatsapp: WhatsAppMessage[];
  sms: SmsMessage[];
  push: PushMessage[];
  notice: string | null;
}): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Provedores locais (demonstração)</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; line-height: 1.5; }
  .messages { list-style: none; padding: 0; }
  article { border: 1px solid #767676; border-radius: 0.5rem; padding: 0 1rem 1rem; margin-bottom: 1rem; }
  .inline { display: inline; }
  .text, pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: 0.5rem; }
  button, input { font: inherit; }
  :focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Provedores locais (demonstração)</h1>
<p>O que o aplicativo enviou por WhatsApp, SMS e notificação push. Os botões e respostas daqui
são enviados ao aplicativo como os provedores enviariam.</p>
${state.notice ? `<p role="status">${escapeHtml(state.notice)}</p>` : ''}
<p><label><input type="checkbox" id="auto" checked> Atualizar a página a cada 5 segundos</label>
(pausa enquanto você escreve uma resposta) — <a href="/">atualizar agora</a></p>
${section('whatsapp', 'WhatsApp', state.whatsapp, whatsappItem)}
${section('sms', 'SMS', state.sms, smsItem)}
${section('push', 'Notificações push', state.push, pushItem)}
</main>
<script>
  setInterval(() => {
    const typing = [...document.querySelectorAll('input[name="text"]')].some(
      (input) => input.value !== '' || input === document.activeElement,
    );
    if (document.getElementById('auto').checked && !typing) location.assign('/');
  }, 5000);
</script>
</body>
</html>`;
}
