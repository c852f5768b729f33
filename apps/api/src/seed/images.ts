import escapeHtml from 'escape-html';
import sharp from 'sharp';
import { random } from './random.ts';

/*
 * Icons and screenshots for the demo catalogue, drawn as SVG and rasterised to PNG by sharp
 * (librsvg). Nothing is downloaded; the PNGs then go through the same processing as uploads.
 * Everything here is deterministic (seeded by the app's slug), so a reseed yields the same bytes
 * and therefore the same content-addressed media.
 */

// ---------------------------------------------------------------------------------------------
// What the demo data describes

export type Glyph =
  | 'pulse'
  | 'heart'
  | 'chart'
  | 'growth'
  | 'pill'
  | 'form'
  | 'search'
  | 'drop'
  | 'flask'
  | 'export'
  | 'code'
  | 'card'
  | 'clipboard'
  | 'survey'
  | 'alert'
  | 'book'
  | 'bandage';

interface Metric {
  label: string;
  value: string;
  unit: string;
  /** Colours the status dot: normal (green), watch (amber), alert (red). */
  state?: 'normal' | 'watch' | 'alert';
}

interface Series {
  label: string;
  min: number;
  max: number;
  trend?: 'up' | 'down';
}

type Column = { label: string; width: number; type?: 'text' | 'chip' | 'score' | 'progress' | 'mono' };

interface FormField {
  label: string;
  type: 'text' | 'select' | 'date' | 'textarea' | 'radio' | 'check' | 'scale';
  value?: string;
  options?: string[];
  selected?: number;
  /** Takes both columns. */
  wide?: boolean;
}

interface InfoCard {
  heading: string;
  items: string[];
  tone?: 'normal' | 'alert';
}

type ScreenBody =
  | { kind: 'vitals'; metrics: Metric[]; chart: { title: string; series: Series[]; xLabels: string[] } }
  | { kind: 'table'; filters?: string[]; columns: Column[]; rows: string[][] }
  | {
      kind: 'form';
      aside?: { heading: string; items: string[]; selected: number };
      sections: { heading: string; fields: FormField[] }[];
      actions: string[];
    }
  | {
      kind: 'growth';
      chartTitle: string;
      yUnit: string;
      yMin: number;
      yMax: number;
      xLabels: string[];
      side: { heading: string; rows: [string, string][] };
    }
  | { kind: 'board'; columns: { heading: string; cards: { title: string; meta: string; tag?: string }[] }[] }
  | { kind: 'query'; language: string; code: string[]; columns: Column[]; rows: string[][] }
  | { kind: 'summary'; cards: InfoCard[] }
  | {
      kind: 'timeline';
      axisLabel: string;
      marks: { at: number; label: string }[];
      current: number;
      currentLabel: string;
      cards: InfoCard[];
    };

export type Screen = ScreenBody & {
  title: string;
  subtitle: string;
  /** Which navigation entry is highlighted. */
  nav?: number;
};

export interface ScreenApp {
  /** Seeds the pseudo-random chart data. */
  slug: string;
  name: string;
  brand: string;
  accent: string;
  glyph: Glyph;
  navItems: string[];
  /** A patient banner under the app bar, for apps that work in a patient's context. */
  patient?: string;
  /** Shown in red at the right of the patient banner (allergies, isolation...). */
  patientAlert?: string;
  user: string;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const FONT = "'DejaVu Sans', sans-serif";
const MONO = "'DejaVu Sans Mono', monospace";
const INK = '#1f2a37';
const MUTED = '#5b6675';
const LINE = '#e2e7ee';
const SURFACE = '#ffffff';
const CANVAS = '#f3f5f9';
const TONES = { normal: '#2e7d32', watch: '#ed8c00', alert: '#c62828', info: '#1565c0' } as const;

/** Mulberry32 (random.ts) seeded by a string hash: stable pseudo-random numbers per app and screen. */
function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return random(h);
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

function text(
  x: number,
  y: number,
  content: string,
  opts: {
    size?: number;
    weight?: number;
    fill?: string;
    anchor?: 'start' | 'middle' | 'end';
    font?: string;
  } = {},
): string {
  const { size = 14, weight = 400, fill = INK, anchor = 'start', font = FONT } = opts;
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeHtml(content)}</text>`;
}

function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  opts: { r?: number; stroke?: string } = {},
) {
  const stroke = opts.stroke ? ` stroke="${opts.stroke}" stroke-width="1"` : '';
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${opts.r ?? 0}" fill="${fill}"${stroke}/>`;
}

function panel(x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, SURFACE, { r: 10, stroke: LINE });
}

/** Approximate advance of DejaVu Sans, good enough to place chips and units. */
function textWidth(content: string, size: number): number {
  return content.length * size * 0.6;
}

function chip(x: number, y: number, label: string, colour: string): string {
  const w = textWidth(label, 12) + 18;
  return (
    rect(x, y - 15, w, 22, mix(colour, '#ffffff', 0.85), { r: 11 }) +
    text(x + w / 2, y + 1, label, { size: 12, weight: 700, fill: colour, anchor: 'middle' })
  );
}

function toneOf(label: string): string {
  const l = label.toLowerCase();
  if (/^(h|hh|high|critical|red|overdue|failed|urgent|abnormal|rejected|resistant|error)\b/.test(l))
    return TONES.alert;
  if (/^(l|ll|low|info)\b/.test(l)) return TONES.info;
  if (
    /^(amber|medium|pending|due|running|review|in progress|watch|draft|queued|intermediate|warning|referral|moderate)/.test(
      l,
    )
  )
    return TONES.watch;
  return TONES.normal;
}

function scoreTone(value: number): string {
  if (value >= 7) return TONES.alert;
  if (value >= 5) return TONES.watch;
  return TONES.normal;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

// ---------------------------------------------------------------------------------------------
// Icons

function glyph(kind: Glyph, fg: string, bg: string): string {
  const line = (width: number) =>
    `fill="none" stroke="${fg}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  const s = line(30);
  switch (kind) {
    case 'pulse':
      return `<path d="M92 270 H184 L220 178 L264 352 L304 226 L332 270 H420" ${s}/>`;
    case 'heart':
      return (
        `<path d="M256 400 C150 330 100 270 100 205 C100 150 140 118 185 118 C220 118 244 138 256 160 C268 138 292 118 327 118 C372 118 412 150 412 205 C412 270 362 330 256 400 Z" fill="${fg}"/>` +
        `<path d="M140 240 H210 L236 196 L266 290 L292 240 H372" fill="none" stroke="${bg}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    case 'chart':
      return (
        `<path d="M120 400 V330 M200 400 V270 M280 400 V300 M360 400 V210" ${s}/>` +
        `<path d="M110 230 L200 170 L280 200 L400 112" ${line(24)}/>`
      );
    case 'growth':
      return (
        `<path d="M116 108 V396 H404" ${s}/>` +
        `<path d="M150 350 C220 330 260 250 300 210 C330 180 360 160 400 150" ${line(22)}/>` +
        `<circle cx="212" cy="318" r="20" fill="${fg}"/><circle cx="300" cy="212" r="20" fill="${fg}"/>`
      );
    case 'pill':
      return (
        `<g transform="rotate(-45 256 256)"><path d="M256 186 H186 A70 70 0 0 0 186 326 H256 Z" fill="${fg}"/>` +
        `<rect x="116" y="186" width="280" height="140" rx="70" ${s}/><path d="M256 186 V326" ${line(24)}/></g>`
      );
    case 'form':
      return (
        `<rect x="136" y="96" width="240" height="320" rx="28" ${s}/>` +
        `<path d="M190 176 H322 M190 236 H322 M190 296 H260" ${line(24)}/>` +
        `<path d="M280 350 L306 374 L352 322" ${line(24)}/>`
      );
    case 'search':
      return `<circle cx="226" cy="226" r="104" ${s}/><path d="M302 302 L402 402" ${line(40)}/>`;
    case 'drop':
      return (
        `<path d="M256 92 C300 160 372 230 372 306 C372 372 320 420 256 420 C192 420 140 372 140 306 C140 230 212 160 256 92 Z" fill="${fg}"/>` +
        `<path d="M210 316 H302 M256 270 V362" stroke="${bg}" stroke-width="26" stroke-linecap="round"/>`
      );
    case 'flask':
      return (
        `<path d="M212 100 H300 M224 104 V214 L128 386 C118 406 130 420 152 420 H360 C382 420 394 406 384 386 L288 214 V104" ${s}/>` +
        `<path d="M170 330 H342 L376 396 H136 Z" fill="${fg}"/>`
      );
    case 'export':
      return (
        `<path d="M132 300 V392 H380 V300" ${s}/>` +
        `<path d="M256 310 V104 M180 180 L256 104 L332 180" ${s}/>`
      );
    case 'code':
      return `<path d="M190 156 L100 256 L190 356 M322 156 L412 256 L322 356 M282 124 L230 388" ${s}/>`;
    case 'card':
      return (
        `<rect x="92" y="140" width="328" height="232" rx="30" ${s}/>` +
        `<circle cx="186" cy="232" r="34" fill="${fg}"/><path d="M140 322 C150 286 222 286 232 322" fill="${fg}"/>` +
        `<path d="M270 216 H366 M270 262 H366 M270 308 H334" ${line(22)}/>`
      );
    case 'clipboard':
      return (
        `<rect x="136" y="120" width="240" height="300" rx="28" ${s}/>` +
        `<rect x="206" y="92" width="100" height="56" rx="16" fill="${fg}"/>` +
        `<path d="M188 274 L236 322 L326 222" ${s}/>`
      );
    case 'survey':
      return (
        `<path d="M108 132 H404 V332 H220 L152 396 V332 H108 Z" ${s}/>` +
        `<circle cx="186" cy="232" r="22" fill="${fg}"/><circle cx="256" cy="232" r="22" fill="${fg}"/><circle cx="326" cy="232" r="22" fill="${fg}"/>`
      );
    case 'alert':
      return (
        `<path d="M256 100 L420 392 H92 Z" ${s}/>` +
        `<path d="M256 210 V292" ${line(34)}/><circle cx="256" cy="346" r="20" fill="${fg}"/>`
      );
    case 'book':
      return (
        `<path d="M256 160 C212 124 150 118 96 128 V380 C150 370 212 376 256 412 C300 376 362 370 416 380 V128 C362 118 300 124 256 160 Z" ${s}/>` +
        `<path d="M256 160 V404" ${line(22)}/>`
      );
    case 'bandage':
      return (
        `<g transform="rotate(-40 256 256)"><rect x="86" y="190" width="340" height="132" rx="66" ${s}/>` +
        `<rect x="206" y="206" width="100" height="100" rx="14" fill="${fg}"/></g>`
      );
  }
}

/** A rounded-square gradient in the brand colour with a white glyph. */
export function appIconSvg(app: { brand: string; accent: string; glyph: Glyph }): string {
  const dark = mix(app.brand, '#000000', 0.35);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(app.brand, app.accent, 0.25)}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect x="16" y="16" width="480" height="480" rx="112" fill="url(#g)"/>
<circle cx="420" cy="92" r="150" fill="#ffffff" opacity="0.08"/>
${glyph(app.glyph, '#ffffff', dark)}
</svg>`;
}

/** The vendor's monogram on a two-tone tile, so vendor and app icons are told apart at a glance. */
export function vendorIconSvg(vendor: {
  name: string;
  brand: string;
  accent: string;
  monogram: string;
}): string {
  const dark = mix(vendor.brand, '#000000', 0.3);
  const size = vendor.monogram.length > 1 ? 190 : 250;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${vendor.brand}"/></linearGradient>
<clipPath id="c"><circle cx="256" cy="256" r="240"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="512" height="512" fill="url(#g)"/>
<path d="M0 360 C140 300 330 440 512 330 V512 H0 Z" fill="${vendor.accent}" opacity="0.6"/></g>
${text(256, 256 + size * 0.36, vendor.monogram, { size, weight: 700, fill: '#ffffff', anchor: 'middle' })}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Screenshots

const SCREEN_WIDTH = 1280;
const SCREEN_HEIGHT = 800;
const BAR = 64;
const PATIENT = 44;
const RAIL = 224;

function chrome(app: ScreenApp, screen: Screen, body: string): string {
  const dark = mix(app.brand, '#000000', 0.2);
  const selected = screen.nav ?? 0;
  const nav = app.navItems
    .map((item, i) => {
      const y = BAR + (app.patient ? PATIENT : 0) + 28 + i * 48;
      const on = i === selected;
      return (
        (on ? rect(12, y - 6, RAIL - 24, 40, mix(app.brand, '#ffffff', 0.88), { r: 8 }) : '') +
        `<circle cx="38" cy="${y + 14}" r="8" fill="${on ? app.brand : '#b7c0cc'}"/>` +
        text(58, y + 19, item, { size: 15, weight: on ? 700 : 400, fill: on ? dark : MUTED })
      );
    })
    .join('');
  const patientBar = app.patient
    ? rect(0, BAR, SCREEN_WIDTH, PATIENT, mix(app.brand, '#ffffff', 0.93)) +
      `<line x1="0" y1="${BAR + PATIENT}" x2="${SCREEN_WIDTH}" y2="${BAR + PATIENT}" stroke="${LINE}"/>` +
      `<circle cx="${RAIL + 36}" cy="${BAR + 22}" r="13" fill="${mix(app.brand, '#ffffff', 0.6)}"/>` +
      text(RAIL + 60, BAR + 28, app.patient, { size: 15, weight: 700, fill: INK }) +
      text(SCREEN_WIDTH - 24, BAR + 28, app.patientAlert ?? 'No known allergies', {
        size: 13,
        weight: 700,
        fill: app.patientAlert ? TONES.alert : MUTED,
        anchor: 'end',
      })
    : '';
  const top = BAR + (app.patient ? PATIENT : 0);
  const initials = app.user
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCREEN_WIDTH}" height="${SCREEN_HEIGHT}" viewBox="0 0 ${SCREEN_WIDTH} ${SCREEN_HEIGHT}">
${rect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, CANVAS)}
${rect(0, 0, SCREEN_WIDTH, BAR, app.brand)}
${rect(16, 12, 40, 40, '#ffffff', { r: 10 })}
<g transform="translate(16 12) scale(0.078)">${glyph(app.glyph, app.brand, '#ffffff')}</g>
${text(70, 40, app.name, { size: 21, weight: 700, fill: '#ffffff' })}
${text(SCREEN_WIDTH - 72, 38, app.user, { size: 14, fill: '#ffffff', anchor: 'end' })}
<circle cx="${SCREEN_WIDTH - 40}" cy="32" r="17" fill="${mix(app.accent, '#ffffff', 0.25)}"/>
${text(SCREEN_WIDTH - 40, 37, initials, { size: 13, weight: 700, fill: '#ffffff', anchor: 'middle' })}
${patientBar}
${rect(0, top, RAIL, SCREEN_HEIGHT - top, SURFACE)}
<line x1="${RAIL}" y1="${top}" x2="${RAIL}" y2="${SCREEN_HEIGHT}" stroke="${LINE}"/>
${nav}
${text(24, SCREEN_HEIGHT - 22, 'Demo data · not for clinical use', { size: 11, fill: '#8a94a3' })}
${text(RAIL + 24, top + 42, screen.title, { size: 24, weight: 700 })}
${text(RAIL + 24, top + 66, screen.subtitle, { size: 14, fill: MUTED })}
${body}
</svg>`;
}

function sparkline(box: Box, values: number[], colour: string): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const pts = values
    .map(
      (v, i) =>
        `${(box.x + (i / (values.length - 1)) * box.w).toFixed(1)},${(box.y + box.h - ((v - min) / span) * box.h).toFixed(1)}`,
    )
    .join(' ');
  return `<polyline points="${pts}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-linejoin="round"/>`;
}

/** A noisy series inside [min, max]; with a trend it drifts across most of the range. */
function walk(next: () => number, n: number, min: number, max: number, trend?: 'up' | 'down'): number[] {
  const span = max - min;
  const drift = trend === 'up' ? 1 : trend === 'down' ? -1 : 0;
  let v =
    drift === 0 ? min + span * (0.35 + next() * 0.3) : drift > 0 ? min + span * 0.15 : max - span * 0.15;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    v += (next() - 0.5) * span * (drift === 0 ? 0.22 : 0.1) + (drift * span * 0.7) / n;
    v = Math.min(max - span * 0.05, Math.max(min + span * 0.05, v));
    out.push(v);
  }
  return out;
}

/** Round axis bounds and a 1-2-2.5-5 step, so the grid reads 40, 60, 80 rather than 38.5, 69. */
function niceScale(min: number, max: number): { lo: number; hi: number; ticks: number[] } {
  const raw = (max - min) / 4;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * mag >= raw) ?? 10) * mag;
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let t = lo; t <= hi + step / 2; t += step) ticks.push(Number(t.toFixed(6)));
  return { lo, hi, ticks };
}

function fmt(n: number): string {
  return Math.abs(n) >= 100 || Number.isInteger(n) ? Math.round(n).toString() : n.toFixed(1);
}

interface PlotSeries {
  label: string;
  colour: string;
  values: number[];
  dashed?: boolean;
  dots?: boolean;
  width?: number;
  /** Shares another series' legend entry (the upper and lower centiles). */
  unlisted?: boolean;
  /** Points across the whole x axis when the series stops early (measurements so far). */
  slots?: number;
}

function lineChart(
  box: Box,
  opts: {
    title: string;
    xLabels: string[];
    yMin: number;
    yMax: number;
    series: PlotSeries[];
    band?: { low: number[]; high: number[]; colour: string };
    legend?: boolean;
  },
): string {
  const plot = { x: box.x + 64, y: box.y + 64, w: box.w - 92, h: box.h - 108 };
  const scale = niceScale(opts.yMin, opts.yMax);
  const px = (i: number, n: number) => plot.x + (n <= 1 ? 0 : (i / (n - 1)) * plot.w);
  const py = (v: number) => plot.y + plot.h - ((v - scale.lo) / (scale.hi - scale.lo)) * plot.h;
  let out =
    panel(box.x, box.y, box.w, box.h) + text(box.x + 20, box.y + 34, opts.title, { size: 17, weight: 700 });
  for (const t of scale.ticks) {
    out += `<line x1="${plot.x}" y1="${py(t).toFixed(1)}" x2="${plot.x + plot.w}" y2="${py(t).toFixed(1)}" stroke="${LINE}"/>`;
    out += text(plot.x - 10, py(t) + 4, fmt(t), { size: 12, fill: MUTED, anchor: 'end' });
  }
  opts.xLabels.forEach((label, i) => {
    out += text(px(i, opts.xLabels.length), plot.y + plot.h + 24, label, {
      size: 12,
      fill: MUTED,
      anchor: 'middle',
    });
  });
  if (opts.band) {
    const n = opts.band.low.length;
    const upper = opts.band.high.map((v, i) => `${px(i, n).toFixed(1)},${py(v).toFixed(1)}`);
    const lower = opts.band.low.map((v, i) => `${px(i, n).toFixed(1)},${py(v).toFixed(1)}`).reverse();
    out += `<polygon points="${[...upper, ...lower].join(' ')}" fill="${opts.band.colour}" opacity="0.12"/>`;
  }
  for (const s of opts.series) {
    const slots = s.slots ?? s.values.length;
    const pts = s.values.map((v, i) => `${px(i, slots).toFixed(1)},${py(v).toFixed(1)}`).join(' ');
    out += `<polyline points="${pts}" fill="none" stroke="${s.colour}" stroke-width="${s.width ?? 2.5}" stroke-linejoin="round"${s.dashed ? ' stroke-dasharray="6 5"' : ''}/>`;
    if (s.dots) {
      out += s.values
        .map(
          (v, i) =>
            `<circle cx="${px(i, slots).toFixed(1)}" cy="${py(v).toFixed(1)}" r="5" fill="${s.colour}" stroke="#fff" stroke-width="2"/>`,
        )
        .join('');
    }
  }
  if (opts.legend !== false) {
    let lx = box.x + box.w - 20;
    for (const s of opts.series.filter((x) => !x.unlisted).reverse()) {
      const w = textWidth(s.label, 12) + 34;
      lx -= w;
      out += `<line x1="${lx}" y1="${box.y + 30}" x2="${lx + 20}" y2="${box.y + 30}" stroke="${s.colour}" stroke-width="3"${s.dashed ? ' stroke-dasharray="5 4"' : ''}/>`;
      out += text(lx + 26, box.y + 34, s.label, { size: 12, fill: MUTED });
      lx -= 8;
    }
  }
  return out;
}

function table(box: Box, columns: Column[], rows: string[][], brand: string): string {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const xs: number[] = [];
  let acc = box.x + 20;
  for (const c of columns) {
    xs.push(acc);
    acc += ((box.w - 40) * c.width) / total;
  }
  const rowH = 46;
  const visible = rows.slice(0, Math.floor((box.h - 60) / rowH));
  let out = panel(box.x, box.y, box.w, Math.min(box.h, 60 + visible.length * rowH + 8));
  out += rect(box.x + 1, box.y + 1, box.w - 2, 46, '#f7f9fb', { r: 10 });
  columns.forEach((c, i) => {
    out += text(xs[i] ?? 0, box.y + 30, c.label.toUpperCase(), { size: 12, weight: 700, fill: MUTED });
  });
  visible.forEach((row, r) => {
    const y = box.y + 60 + r * rowH;
    if (r > 0)
      out += `<line x1="${box.x + 12}" y1="${y - 14}" x2="${box.x + box.w - 12}" y2="${y - 14}" stroke="${LINE}"/>`;
    row.forEach((cell, i) => {
      const col = columns[i];
      const x = xs[i] ?? 0;
      const maxChars = Math.floor((((box.w - 40) * (col?.width ?? 1)) / total - 12) / 8);
      switch (col?.type) {
        case 'chip':
          out += chip(x, y + 11, cell, toneOf(cell));
          break;
        case 'score': {
          const v = Number.parseFloat(cell);
          out += `<circle cx="${x + 16}" cy="${y + 6}" r="16" fill="${scoreTone(v)}"/>`;
          out += text(x + 16, y + 11, cell, { size: 14, weight: 700, fill: '#ffffff', anchor: 'middle' });
          break;
        }
        case 'progress': {
          const pct = Math.max(0, Math.min(100, Number.parseFloat(cell)));
          const w = Math.min(160, (box.w - 40) * (col.width / total) - 60);
          out += rect(x, y, w, 10, '#e6eaf0', { r: 5 }) + rect(x, y, (w * pct) / 100, 10, brand, { r: 5 });
          out += text(x + w + 10, y + 10, `${Math.round(pct)} %`, { size: 13, fill: MUTED });
          break;
        }
        case 'mono':
          out += text(x, y + 11, clip(cell, maxChars), { size: 13, font: MONO, fill: INK });
          break;
        default:
          out += text(x, y + 11, clip(cell, maxChars), {
            size: 14,
            weight: i === 0 ? 700 : 400,
            fill: i === 0 ? INK : '#334155',
          });
      }
    });
  });
  return out;
}

function filterChips(x: number, y: number, filters: string[], brand: string): string {
  let out = '';
  let cx = x;
  filters.forEach((f, i) => {
    const w = textWidth(f, 13) + 28;
    out += rect(cx, y, w, 32, i === 0 ? brand : SURFACE, { r: 16, stroke: i === 0 ? undefined : LINE });
    out += text(cx + w / 2, y + 21, f, {
      size: 13,
      weight: 700,
      fill: i === 0 ? '#ffffff' : MUTED,
      anchor: 'middle',
    });
    cx += w + 10;
  });
  return out;
}

/** Greedy word wrap into at most `maxLines` lines of `maxChars`; the last line is clipped. */
function wrap(content: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of content.split(' ')) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines) kept[maxLines - 1] = clip(`${kept[maxLines - 1] ?? ''} …`, maxChars);
  return kept.map((l) => clip(l, maxChars));
}

/** Cards sized to their content, as a real summary page would be, two or three abreast. */
function infoCards(box: Box, cards: InfoCard[], brand: string): string {
  const cols = cards.length > 4 ? 3 : 2;
  const gap = 16;
  const w = (box.w - gap * (cols - 1)) / cols;
  const maxChars = Math.floor((w - 60) / 7.8);
  const wrapped = cards.map((c) => c.items.map((item) => wrap(item, maxChars, 2)));
  const heightOf = (i: number) =>
    60 + (wrapped[i] ?? []).reduce((sum, lines) => sum + lines.length * 20 + 10, 0) + 12;
  let out = '';
  let y = box.y;
  for (let row = 0; row * cols < cards.length; row++) {
    const indexes = cards.map((_, i) => i).slice(row * cols, row * cols + cols);
    const h = Math.max(132, ...indexes.map(heightOf));
    if (y + h > box.y + box.h) break;
    for (const i of indexes) {
      const c = cards[i];
      if (!c) continue;
      const x = box.x + (i % cols) * (w + gap);
      const accent = c.tone === 'alert' ? TONES.alert : brand;
      out += panel(x, y, w, h) + rect(x, y + 12, 4, 26, accent, { r: 2 });
      out += text(x + 20, y + 32, c.heading, {
        size: 16,
        weight: 700,
        fill: c.tone === 'alert' ? TONES.alert : INK,
      });
      let iy = y + 68;
      for (const lines of wrapped[i] ?? []) {
        out += `<circle cx="${x + 26}" cy="${iy - 5}" r="4" fill="${accent}"/>`;
        lines.forEach((l, k) => (out += text(x + 40, iy + k * 20, l, { size: 14, fill: '#334155' })));
        iy += lines.length * 20 + 10;
      }
    }
    y += h + gap;
  }
  return out;
}

function field(
  x: number,
  y: number,
  w: number,
  f: FormField,
  brand: string,
): { svg: string; height: number } {
  let svg = text(x, y + 14, f.label, { size: 13, weight: 700, fill: MUTED });
  const top = y + 24;
  switch (f.type) {
    case 'text':
    case 'date':
    case 'select': {
      svg += rect(x, top, w, 40, SURFACE, { r: 6, stroke: '#c9d1dc' });
      svg += text(x + 12, top + 26, clip(f.value ?? '', Math.floor((w - 40) / 8.4)), { size: 14 });
      if (f.type === 'select')
        svg += `<path d="M${x + w - 26} ${top + 17} l7 7 l7 -7" fill="none" stroke="${MUTED}" stroke-width="2"/>`;
      if (f.type === 'date') svg += rect(x + w - 30, top + 12, 16, 16, 'none', { r: 3, stroke: MUTED });
      return { svg, height: 76 };
    }
    case 'textarea':
      svg += rect(x, top, w, 84, SURFACE, { r: 6, stroke: '#c9d1dc' });
      svg += text(x + 12, top + 26, clip(f.value ?? '', Math.floor((w - 24) / 8.4)), { size: 14 });
      return { svg, height: 120 };
    case 'radio':
    case 'check': {
      let ox = x;
      (f.options ?? []).forEach((o, i) => {
        const on = f.type === 'radio' ? i === f.selected : i <= (f.selected ?? -1);
        svg +=
          f.type === 'radio'
            ? `<circle cx="${ox + 9}" cy="${top + 16}" r="9" fill="#fff" stroke="${on ? brand : '#9aa5b4'}" stroke-width="2"/>` +
              (on ? `<circle cx="${ox + 9}" cy="${top + 16}" r="4.5" fill="${brand}"/>` : '')
            : rect(ox, top + 7, 18, 18, on ? brand : '#ffffff', { r: 4, stroke: on ? brand : '#9aa5b4' }) +
              (on
                ? `<path d="M${ox + 4} ${top + 16} l4 4 l7 -8" fill="none" stroke="#fff" stroke-width="2.5"/>`
                : '');
        svg += text(ox + 26, top + 21, o, { size: 14 });
        ox += 40 + textWidth(o, 14);
      });
      return { svg, height: 64 };
    }
    case 'scale': {
      const n = 11;
      const bw = Math.min(44, (w - (n - 1) * 6) / n);
      for (let i = 0; i < n; i++) {
        const on = i === f.selected;
        svg += rect(x + i * (bw + 6), top, bw, 38, on ? brand : SURFACE, {
          r: 6,
          stroke: on ? brand : '#c9d1dc',
        });
        svg += text(x + i * (bw + 6) + bw / 2, top + 25, String(i), {
          size: 14,
          weight: 700,
          fill: on ? '#fff' : MUTED,
          anchor: 'middle',
        });
      }
      const [lo, hi] = f.options ?? [];
      if (lo) svg += text(x, top + 58, lo, { size: 12, fill: MUTED });
      if (hi) svg += text(x + n * (bw + 6) - 6, top + 58, hi, { size: 12, fill: MUTED, anchor: 'end' });
      return { svg, height: 94 };
    }
  }
}

function formBody(box: Box, body: Extract<ScreenBody, { kind: 'form' }>, brand: string): string {
  let out = '';
  let x = box.x;
  let w = box.w;
  if (body.aside) {
    const aw = 236;
    out += panel(box.x, box.y, aw, box.h);
    out += text(box.x + 18, box.y + 32, body.aside.heading, { size: 15, weight: 700 });
    body.aside.items.forEach((item, i) => {
      const y = box.y + 52 + i * 36;
      const depth = /^\s+/.exec(item)?.[0].length ?? 0;
      if (i === body.aside?.selected)
        out += rect(box.x + 8, y, aw - 16, 30, mix(brand, '#ffffff', 0.88), { r: 6 });
      out += text(box.x + 20 + depth * 8, y + 20, clip(item.trim(), 24 - depth), {
        size: 13,
        fill: i === body.aside?.selected ? brand : '#334155',
        weight: i === body.aside?.selected ? 700 : 400,
      });
    });
    x += aw + 16;
    w -= aw + 16;
  }
  out += panel(x, box.y, w, box.h);
  const colW = (w - 48 - 24) / 2;
  let y = box.y + 20;
  for (const section of body.sections) {
    out += text(x + 24, y + 18, section.heading, { size: 16, weight: 700, fill: brand });
    out += `<line x1="${x + 24}" y1="${y + 30}" x2="${x + w - 24}" y2="${y + 30}" stroke="${LINE}"/>`;
    y += 44;
    let col = 0;
    let rowHeight = 0;
    for (const f of section.fields) {
      if (f.wide && col === 1) {
        y += rowHeight;
        col = 0;
        rowHeight = 0;
      }
      const fx = x + 24 + col * (colW + 24);
      const { svg, height } = field(fx, y, f.wide ? colW * 2 + 24 : colW, f, brand);
      out += svg;
      rowHeight = Math.max(rowHeight, height);
      if (f.wide || col === 1) {
        y += rowHeight;
        col = 0;
        rowHeight = 0;
      } else col = 1;
    }
    y += rowHeight + 4;
  }
  // The actions sit on the title row, as in most clinical UIs, so a long form never hides them.
  let bx = box.x + box.w;
  const by = box.y - 72;
  [...body.actions].reverse().forEach((a, i) => {
    const primary = i === 0;
    const bw = textWidth(a, 14) + 40;
    bx -= bw;
    out += rect(bx, by, bw, 40, primary ? brand : SURFACE, { r: 8, stroke: primary ? undefined : '#c9d1dc' });
    out += text(bx + bw / 2, by + 26, a, {
      size: 14,
      weight: 700,
      fill: primary ? '#fff' : brand,
      anchor: 'middle',
    });
    bx -= 12;
  });
  return out;
}

function queryBody(box: Box, body: Extract<ScreenBody, { kind: 'query' }>, brand: string): string {
  const editorH = Math.min(34 + body.code.length * 22 + 20, 260);
  const keywords =
    /\b(SELECT|FROM|WHERE|CONTAINS|AND|OR|ORDER BY|DESC|ASC|LIMIT|OFFSET|COMPOSITION|OBSERVATION|EHR|EVALUATION|INSTRUCTION|GET|POST|matches|exists|TOP)\b/g;
  let out = rect(box.x, box.y, box.w, editorH, '#1e2430', { r: 10 });
  out += rect(box.x, box.y, box.w, 30, '#2a3140', { r: 10 }) + rect(box.x, box.y + 20, box.w, 10, '#2a3140');
  out += text(box.x + 16, box.y + 20, body.language, { size: 12, weight: 700, fill: '#9fb0c8' });
  out += rect(box.x + box.w - 98, box.y + 4, 86, 22, brand, { r: 5 });
  out += text(box.x + box.w - 55, box.y + 20, '▶ Run', {
    size: 12,
    weight: 700,
    fill: '#fff',
    anchor: 'middle',
  });
  body.code.slice(0, Math.floor((editorH - 44) / 22)).forEach((line, i) => {
    const y = box.y + 54 + i * 22;
    out += text(box.x + 34, y, String(i + 1), { size: 12, fill: '#5d6b80', anchor: 'end', font: MONO });
    // Colour keywords and quoted strings with tspans; the rest stays light grey.
    const parts = line.split(/('[^']*'|"[^"]*")/);
    const spans = parts
      .map((p) => {
        if (/^['"]/.test(p)) return `<tspan fill="#a5d6a7">${escapeHtml(p)}</tspan>`;
        return escapeHtml(p).replace(keywords, (k) => `<tspan fill="#82aaff" font-weight="700">${k}</tspan>`);
      })
      .join('');
    out += `<text x="${box.x + 48}" y="${y}" font-family="${MONO}" font-size="14" fill="#d7dde8" xml:space="preserve">${spans}</text>`;
  });
  out += text(box.x, box.y + editorH + 28, `${body.rows.length} rows · 38 ms`, { size: 13, fill: MUTED });
  out += table(
    { x: box.x, y: box.y + editorH + 40, w: box.w, h: box.h - editorH - 40 },
    body.columns,
    body.rows,
    brand,
  );
  return out;
}

function boardBody(box: Box, body: Extract<ScreenBody, { kind: 'board' }>, brand: string): string {
  const gap = 16;
  const n = body.columns.length;
  const w = (box.w - gap * (n - 1)) / n;
  return body.columns
    .map((col, i) => {
      const x = box.x + i * (w + gap);
      let out = rect(x, box.y, w, box.h, '#e9edf3', { r: 10 });
      out += text(x + 16, box.y + 30, col.heading, { size: 15, weight: 700 });
      out += text(x + w - 16, box.y + 30, String(col.cards.length), {
        size: 14,
        weight: 700,
        fill: MUTED,
        anchor: 'end',
      });
      col.cards.slice(0, Math.floor((box.h - 50) / 104)).forEach((card, j) => {
        const y = box.y + 48 + j * 104;
        out += rect(x + 10, y, w - 20, 92, SURFACE, { r: 8, stroke: LINE });
        out += rect(x + 10, y, 4, 92, brand, { r: 2 });
        out += text(x + 24, y + 28, clip(card.title, Math.floor((w - 44) / 8.4)), { size: 14, weight: 700 });
        out += text(x + 24, y + 52, clip(card.meta, Math.floor((w - 44) / 7.2)), { size: 12, fill: MUTED });
        if (card.tag) out += chip(x + 24, y + 78, card.tag, toneOf(card.tag));
      });
      return out;
    })
    .join('');
}

function growthBody(
  box: Box,
  body: Extract<ScreenBody, { kind: 'growth' }>,
  app: ScreenApp,
  next: () => number,
): string {
  const n = body.xLabels.length;
  const sideW = 280;
  const span = body.yMax - body.yMin;
  const centile = (z: number) =>
    Array.from({ length: n }, (_, i) => {
      const t = i / (n - 1);
      const median = body.yMin + span * (0.12 + 0.7 * (1 - Math.exp(-2.2 * t)));
      return median + z * span * (0.035 + 0.045 * t);
    });
  const patient = centile(0.55).map((v, i) => v + (next() - 0.5) * span * 0.02 * (i > 0 ? 1 : 0));
  const measured = Math.max(3, Math.round(n * 0.7));
  const grey = '#8a94a3';
  let out = lineChart(
    { x: box.x, y: box.y, w: box.w - sideW - 16, h: box.h },
    {
      title: `${body.chartTitle} (${body.yUnit})`,
      xLabels: body.xLabels,
      yMin: body.yMin,
      yMax: body.yMax,
      band: { low: centile(-1.88), high: centile(1.88), colour: app.brand },
      series: [
        { label: 'P3 / P97', colour: grey, values: centile(-1.88), dashed: true, width: 1.5 },
        { label: 'P97', colour: grey, values: centile(1.88), dashed: true, width: 1.5, unlisted: true },
        { label: 'P50', colour: '#64748b', values: centile(0), width: 2 },
        {
          label: 'Patient',
          colour: app.accent,
          values: patient.slice(0, measured),
          slots: n,
          dots: true,
          width: 3,
        },
      ],
    },
  );
  const sx = box.x + box.w - sideW;
  out += panel(sx, box.y, sideW, box.h);
  out += text(sx + 20, box.y + 34, body.side.heading, { size: 16, weight: 700 });
  body.side.rows.forEach(([label, value], i) => {
    const y = box.y + 72 + i * 44;
    if (i > 0)
      out += `<line x1="${sx + 16}" y1="${y - 22}" x2="${sx + sideW - 16}" y2="${y - 22}" stroke="${LINE}"/>`;
    out += text(sx + 20, y, label, { size: 13, fill: MUTED });
    out += text(sx + sideW - 20, y, value, { size: 14, weight: 700, anchor: 'end' });
  });
  return out;
}

function timelineBody(box: Box, body: Extract<ScreenBody, { kind: 'timeline' }>, brand: string): string {
  const h = 120;
  let out = panel(box.x, box.y, box.w, h);
  const x0 = box.x + 40;
  const x1 = box.x + box.w - 40;
  const y = box.y + 62;
  const at = (t: number) => x0 + (x1 - x0) * t;
  out += text(box.x + 20, box.y + 28, body.axisLabel, { size: 13, weight: 700, fill: MUTED });
  out += `<line x1="${x0}" y1="${y}" x2="${x1}" y2="${y}" stroke="#d5dbe4" stroke-width="6" stroke-linecap="round"/>`;
  out += `<line x1="${x0}" y1="${y}" x2="${at(body.current).toFixed(1)}" y2="${y}" stroke="${brand}" stroke-width="6" stroke-linecap="round"/>`;
  for (const m of body.marks) {
    const done = m.at <= body.current;
    out += `<circle cx="${at(m.at).toFixed(1)}" cy="${y}" r="9" fill="${done ? brand : '#fff'}" stroke="${done ? brand : '#9aa5b4'}" stroke-width="3"/>`;
    out += text(at(m.at), y + 34, m.label, { size: 12, fill: done ? INK : MUTED, anchor: 'middle' });
  }
  out += `<path d="M${at(body.current).toFixed(1)} ${y - 14} l-8 -12 h16 z" fill="${TONES.watch}"/>`;
  out += text(at(body.current), y - 32, body.currentLabel, {
    size: 13,
    weight: 700,
    fill: TONES.watch,
    anchor: 'middle',
  });
  out += infoCards({ x: box.x, y: box.y + h + 16, w: box.w, h: box.h - h - 16 }, body.cards, brand);
  return out;
}

function vitalsBody(
  box: Box,
  body: Extract<ScreenBody, { kind: 'vitals' }>,
  app: ScreenApp,
  next: () => number,
): string {
  const gap = 16;
  const n = body.metrics.length;
  const cw = (box.w - gap * (n - 1)) / n;
  let out = '';
  body.metrics.forEach((m, i) => {
    const x = box.x + i * (cw + gap);
    const tone = TONES[m.state ?? 'normal'];
    out += panel(x, box.y, cw, 112);
    out += `<circle cx="${x + cw - 20}" cy="${box.y + 22}" r="6" fill="${tone}"/>`;
    out += text(x + 16, box.y + 28, m.label, { size: 14, fill: MUTED });
    out += text(x + 16, box.y + 74, m.value, {
      size: 32,
      weight: 700,
      fill: m.state === 'alert' ? TONES.alert : INK,
    });
    // Bold DejaVu Sans glyphs are about 0.7 em wide.
    out += text(x + 24 + m.value.length * 32 * 0.7, box.y + 74, m.unit, { size: 14, fill: MUTED });
    out += sparkline(
      { x: x + 16, y: box.y + 84, w: cw - 32, h: 18 },
      walk(next, 16, 0, 1),
      mix(app.brand, '#ffffff', 0.35),
    );
  });
  const colours = [app.brand, app.accent, '#7b5ea7', '#00897b'];
  const lo = Math.min(...body.chart.series.map((s) => s.min));
  const hi = Math.max(...body.chart.series.map((s) => s.max));
  out += lineChart(
    { x: box.x, y: box.y + 128, w: box.w, h: box.h - 128 },
    {
      title: body.chart.title,
      xLabels: body.chart.xLabels,
      yMin: lo,
      yMax: hi,
      series: body.chart.series.map((s, i) => ({
        label: s.label,
        colour: colours[i % colours.length] ?? app.brand,
        values: walk(next, body.chart.xLabels.length * 2 - 1, s.min, s.max, s.trend),
        dots: i === 0,
      })),
    },
  );
  return out;
}

export function screenshotSvg(app: ScreenApp, screen: Screen, index: number): string {
  const next = rng(`${app.slug}#${index}`);
  const top = BAR + (app.patient ? PATIENT : 0) + 88;
  const box: Box = { x: RAIL + 24, y: top, w: SCREEN_WIDTH - RAIL - 48, h: SCREEN_HEIGHT - top - 24 };
  let body: string;
  switch (screen.kind) {
    case 'vitals':
      body = vitalsBody(box, screen, app, next);
      break;
    case 'table': {
      const offset = screen.filters ? 48 : 0;
      body =
        (screen.filters ? filterChips(box.x, box.y, screen.filters, app.brand) : '') +
        table({ ...box, y: box.y + offset, h: box.h - offset }, screen.columns, screen.rows, app.brand);
      break;
    }
    case 'form':
      body = formBody(box, screen, app.brand);
      break;
    case 'growth':
      body = growthBody(box, screen, app, next);
      break;
    case 'board':
      body = boardBody(box, screen, app.brand);
      break;
    case 'query':
      body = queryBody(box, screen, app.brand);
      break;
    case 'summary':
      body = infoCards(box, screen.cards, app.brand);
      break;
    case 'timeline':
      body = timelineBody(box, screen, app.brand);
      break;
  }
  return chrome(app, screen, body);
}

/**
 * Rasterises an SVG the way a vendor's export would arrive: a PNG. Fast deflate is enough,
 * the flat UI colours compress well either way and the PNG is only an intermediate.
 */
export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
}
