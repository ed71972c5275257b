import { escapeHtml } from '../mailbox/html.ts';
import type { Persona } from './personas.ts';

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f2ee;color:#1d2226}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;border:1px solid #dcd9d3}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{margin:0 0 1rem;color:#434649}
ul{list-style:none;padding:0;margin:0 0 1.25rem;display:grid;gap:.75rem}
form{margin:0}
button{display:flex;align-items:center;gap:.75rem;width:100%;padding:.75rem;border:1px solid #0a66c2;border-radius:.5rem;
  background:#fff;color:#1d2226;font:inherit;text-align:left;cursor:pointer}
button:hover{background:#eef3f8}
button:focus-visible,a:focus-visible{outline:3px solid #0a66c2;outline-offset:2px}
img{width:48px;height:48px;border-radius:50%;object-fit:cover;background:#dcd9d3;flex:none}
.name{display:block;font-weight:600}
.email{display:block;font-size:.9rem;color:#56687a}
a{color:#0a66c2}
`;

export const personaLabel = (persona: Persona): string =>
  `Entrar como ${persona.given_name} ${persona.family_name}`;

function personaItem(uid: string, persona: Persona, index: number): string {
  const emailId = `persona-email-${index}`;
  return `<li><form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <input type="hidden" name="sub" value="${escapeHtml(persona.sub)}">
  <button type="submit" aria-label="${escapeHtml(personaLabel(persona))}" aria-describedby="${emailId}">
    <img src="/pictures/${encodeURIComponent(persona.picture)}" alt="" width="48" height="48">
    <span><span class="name">${escapeHtml(personaLabel(persona))}</span>
    <span class="email" id="${emailId}">${escapeHtml(persona.email)}</span></span>
  </button>
</form></li>`;
}

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

/** The sign-in page: one button per demo persona, which signs in and grants access in one step. */
export function interactionPage(uid: string, personas: readonly Persona[]): string {
  return layout(
    'Entrar com o LinkedIn (simulado)',
    `<h1>Entrar com o LinkedIn</h1>
<p>Ambiente local: escolha uma pessoa de demonstração. Ao continuar, você autoriza o compartilhamento do nome, da foto e do e-mail.</p>
<ul>
${personas.map((persona, index) => personaItem(uid, persona, index)).join('\n')}
</ul>
<p><a href="/interaction/${escapeHtml(uid)}/abort">Cancelar e voltar</a></p>`,
  );
}

export function errorPage(message: string): string {
  return layout(
    'Não foi possível entrar',
    `<h1>Não foi possível entrar</h1>
<p>${escapeHtml(message)}</p>`,
  );
}
