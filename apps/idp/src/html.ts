import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';

/** Markup that is already safe; everything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v: Interpolation) => render(v)).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''),
  );
}

// A calm, accessible look: white card on a light background, dark teal actions (contrast ≥ 7:1 on white),
// errors in red (≥ 6.5:1), visible focus rings, and a layout that works from 320 px up.
const STYLE = `
:root{color-scheme:light;--bg:#f2f5f8;--card:#fff;--text:#17212b;--muted:#4a5565;--primary:#0b5f73;--primary-hover:#084a5a;--border:#6b7785;--error:#b3261e;--error-bg:#fdecea;--focus:#0b5f73}
*{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
header{display:flex;justify-content:center;align-items:center;gap:.6rem;padding:2.5rem 1rem 1.5rem}
.mark{width:2.25rem;height:2.25rem;flex:none}
.brand{margin:0;font-size:1.75rem;font-weight:700;letter-spacing:-.01em;color:var(--primary)}
main{margin:0 auto;width:100%;max-width:28rem;padding:0 1rem 3rem}
.card{background:var(--card);border-radius:12px;box-shadow:0 1px 2px rgba(16,24,40,.06),0 6px 20px rgba(16,24,40,.08);padding:2rem 1.75rem}
h1{font-size:1.375rem;line-height:1.3;font-weight:650;margin:0 0 1.25rem}
p{margin:0 0 1rem}
.lead{color:var(--muted)}
.field{margin-bottom:1.125rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}
@media (max-width:26rem){.row{grid-template-columns:1fr}}
label{display:block;font-weight:600;font-size:.95rem;margin-bottom:.375rem}
input[type=text],input[type=email],input[type=password]{display:block;width:100%;padding:.625rem .75rem;font:inherit;color:var(--text);background:#fff;border:1px solid var(--border);border-radius:8px}
input[readonly]{background:var(--bg)}
input[aria-invalid=true]{border-color:var(--error);box-shadow:inset 0 0 0 1px var(--error)}
.hint{color:var(--muted);font-size:.875rem;margin:.375rem 0 0}
.error{color:var(--error);font-size:.9rem;font-weight:500;margin:.375rem 0 0}
.notice{background:#e6f2f4;color:var(--text);border-left:4px solid var(--primary);border-radius:6px;padding:.75rem 1rem;margin:0 0 1.25rem}
.aside{margin:-.25rem 0 0;text-align:right;font-size:.95rem}
.alert{background:var(--error-bg);color:var(--error);border-left:4px solid var(--error);border-radius:6px;padding:.75rem 1rem;margin:0 0 1.25rem;font-weight:500}
.button{display:block;width:100%;margin-top:1.5rem;padding:.7rem 1rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;color:#fff;background:var(--primary);border:1px solid var(--primary);border-radius:8px;cursor:pointer}
.button:hover{background:var(--primary-hover)}
.button.secondary{margin-top:.75rem;color:var(--primary);background:#fff}
.button.secondary:hover{background:var(--bg)}
a{color:var(--primary);text-underline-offset:.15em}
a:hover{color:var(--primary-hover)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.links{margin:1.5rem 0 0;text-align:center;color:var(--muted)}
`;

/** CSP source for the one inline style block, so the pages work under a policy without 'unsafe-inline'. */
export const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
// Built outside the templates so that no formatter can add whitespace inside the element: the hash covers
// the element's exact text.
const STYLE_ELEMENT = new SafeHtml(`<style>${STYLE}</style>`);

const MARK = html`<svg class="mark" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
  <rect width="36" height="36" rx="9" fill="#0b5f73" />
  <path d="M15 9h6v6h6v6h-6v6h-6v-6H9v-6h6z" fill="#fff" />
</svg>`;

export function page(lang: string, title: string, body: SafeHtml): string {
  return html`<!DOCTYPE html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} · Showroom</title>
        ${STYLE_ELEMENT}
      </head>
      <body>
        <header>
          ${MARK}
          <p class="brand">Showroom</p>
        </header>
        <main>
          <div class="card">
            <h1 id="kc-page-title">${title}</h1>
            ${body}
          </div>
        </main>
      </body>
    </html> `.value;
}

export interface FieldOptions {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  value?: string | undefined;
  error?: string | undefined;
  /** Marks the field invalid, described by an error shown elsewhere (errorId), e.g. the login form's one message. */
  invalid?: boolean | undefined;
  /** Keycloak's id for the field's error element, e.g. input-error-firstname. */
  errorId: string;
  hint?: string | undefined;
  autocomplete: string;
  autofocus?: boolean | undefined;
  readonly?: boolean | undefined;
}

export function field(o: FieldOptions): SafeHtml {
  const hintId = o.hint ? `${o.id}-hint` : undefined;
  const invalid = !!o.error || !!o.invalid;
  const describedBy = [hintId, invalid ? o.errorId : undefined].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${o.id}">${o.label}</label>
    <input
      id="${o.id}"
      name="${o.id}"
      type="${o.type}"
      autocomplete="${o.autocomplete}"
      ${
        o.type === 'password'
          ? html``
          : html` value="${o.value ?? ''}" spellcheck="false"
            autocapitalize="${o.type === 'email' ? 'none' : 'words'}"`
      }${invalid ? html` aria-invalid="true"` : html``}${describedBy ? html` aria-describedby="${describedBy}"` : html``}${
        o.autofocus ? html` autofocus` : html``
      }${o.readonly ? html` readonly` : html``}
    />
    ${o.hint ? html`<p class="hint" id="${hintId}">${o.hint}</p>` : html``}${
      o.error ? html`<p class="error" id="${o.errorId}">${o.error}</p>` : html``
    }
  </div>`;
}
