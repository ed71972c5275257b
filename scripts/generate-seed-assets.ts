/**
 * Generates the demo images and the pre-launch video used by supabase/seed.sql and by the LinkedIn
 * stand-in. The output is committed; run again only to change the artwork:
 *
 *   node --import tsx scripts/generate-seed-assets.ts
 *
 * Pictures are small HTML/SVG illustrations rendered by the system Chromium (Playwright) as JPEG;
 * the video is a few rendered slides cross-faded by ffmpeg into a VP9 WebM without audio.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { PERSONAS } from '#supabase/local/linkedin-standin/personas.ts';

const STORAGE = path.join(REPO_ROOT, 'supabase', 'seed-storage');
const STANDIN_PICTURES = path.join(REPO_ROOT, 'supabase', 'local', 'linkedin-standin', 'pictures');

const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#0f4c81', '#3fa7d6'],
  ['#5b2a86', '#c86fc9'],
  ['#0b6e4f', '#6bbf59'],
  ['#b23a48', '#f59ca9'],
  ['#e07a1f', '#f6c453'],
  ['#1d3557', '#e63946'],
  ['#264653', '#2a9d8f'],
  ['#6d597a', '#eaac8b'],
];
const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d4a373'];
const HAIR = ['#2b1d0e', '#4b3621', '#a55728', '#1c1c1c', '#d6b370', '#6f4e37'];

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length];
}

/** A friendly illustrated bust: gradient background, head, hair and shoulders. */
function avatarSvg(i: number, size: number): string {
  const [c1, c2] = pick(PALETTES, i);
  const skin = pick(SKIN, i * 5 + 1);
  const hair = pick(HAIR, i * 7 + 2);
  const shirt = pick(PALETTES, i + 3)[0];
  const longHair = i % 2 === 0;
  const glasses = i % 3 === 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
  <rect width="200" height="200" fill="url(#g)"/>
  <circle cx="${30 + ((i * 37) % 140)}" cy="${25 + ((i * 53) % 60)}" r="${18 + (i % 4) * 6}" fill="#ffffff" opacity="0.12"/>
  ${longHair ? `<path d="M58 92 Q56 40 100 38 Q144 40 142 92 L146 150 L54 150 Z" fill="${hair}"/>` : ''}
  <path d="M30 200 Q34 148 100 140 Q166 148 170 200 Z" fill="${shirt}"/>
  <rect x="88" y="112" width="24" height="34" rx="10" fill="${skin}"/>
  <ellipse cx="100" cy="88" rx="36" ry="42" fill="${skin}"/>
  <path d="M62 82 Q64 44 100 44 Q138 44 138 82 Q122 62 100 64 Q80 62 62 82 Z" fill="${hair}"/>
  <circle cx="87" cy="90" r="4" fill="#2d2d2d"/><circle cx="113" cy="90" r="4" fill="#2d2d2d"/>
  ${glasses ? '<g fill="none" stroke="#222" stroke-width="3"><circle cx="87" cy="90" r="10"/><circle cx="113" cy="90" r="10"/><path d="M97 90 H103"/></g>' : ''}
  <path d="M88 108 Q100 118 112 108" stroke="#7a3b2e" stroke-width="3.5" fill="none" stroke-linecap="round"/>
</svg>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A wide cover: gradient, soft shapes, a kicker and the title. */
function coverHtml(i: number, kicker: string, title: string, width: number, height: number): string {
  const [c1, c2] = pick(PALETTES, i);
  const scale = width / 1200;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;font-family:'DejaVu Sans','Liberation Sans',sans-serif}
  .c{position:relative;width:100%;height:100%;background:linear-gradient(135deg,${c1},${c2});color:#fff}
  .b{position:absolute;border-radius:50%;background:rgba(255,255,255,.13)}
  .t{position:absolute;left:${80 * scale}px;right:${80 * scale}px;bottom:${90 * scale}px}
  .k{font-size:${30 * scale}px;letter-spacing:${3 * scale}px;text-transform:uppercase;opacity:.9;margin-bottom:${18 * scale}px}
  .h{font-size:${64 * scale}px;font-weight:700;line-height:1.12;text-shadow:0 2px 12px rgba(0,0,0,.25)}
  .l{position:absolute;left:${80 * scale}px;top:${60 * scale}px;font-size:${34 * scale}px;font-weight:700}
  .l span{display:inline-block;width:${22 * scale}px;height:${22 * scale}px;border:${5 * scale}px solid #fff;border-radius:50%;margin-right:${10 * scale}px;vertical-align:middle}
  </style></head><body><div class="c">
  <div class="b" style="width:${520 * scale}px;height:${520 * scale}px;right:${-140 * scale}px;top:${-180 * scale}px"></div>
  <div class="b" style="width:${260 * scale}px;height:${260 * scale}px;right:${220 * scale}px;bottom:${-120 * scale}px"></div>
  <div class="l"><span></span>Elo CX</div>
  <div class="t"><div class="k">${escapeHtml(kicker)}</div><div class="h">${escapeHtml(title)}</div></div>
  </div></body></html>`;
}

interface Cover {
  file: string;
  kicker: string;
  title: string;
}

const BLOG_COVERS: Cover[] = [
  {
    file: 'blog/jornada-do-cliente.jpg',
    kicker: 'Blog',
    title: 'Mapeando a jornada do cliente de ponta a ponta',
  },
  {
    file: 'blog/nps-alem-da-nota.jpg',
    kicker: 'Blog',
    title: 'NPS além da nota: o que fazer com os comentários',
  },
  {
    file: 'blog/cultura-centrada-no-cliente.jpg',
    kicker: 'Blog',
    title: 'Cultura centrada no cliente começa na liderança',
  },
  {
    file: 'blog/atendimento-omnicanal.jpg',
    kicker: 'Blog',
    title: 'Atendimento omnicanal sem perder o contexto',
  },
  {
    file: 'blog/ia-no-atendimento.jpg',
    kicker: 'Blog',
    title: 'IA no atendimento: onde ela ajuda de verdade',
  },
  { file: 'blog/voz-do-cliente.jpg', kicker: 'Blog', title: 'Programas de voz do cliente que geram ação' },
  {
    file: 'blog/customer-success-b2b.jpg',
    kicker: 'Blog',
    title: 'Customer Success em empresas B2B brasileiras',
  },
  { file: 'blog/metricas-de-cx.jpg', kicker: 'Blog', title: 'As métricas de CX que a diretoria entende' },
  { file: 'blog/rascunho-cx-varejo.jpg', kicker: 'Blog', title: 'CX no varejo físico depois do digital' },
  {
    file: 'news/comunidade-1000-membros.jpg',
    kicker: 'Notícias',
    title: 'Comunidade Elo CX chega a mil membros',
  },
  {
    file: 'news/encontro-rio-de-janeiro.jpg',
    kicker: 'Notícias',
    title: 'Encontro presencial no Rio de Janeiro confirmado',
  },
  {
    file: 'news/novos-embaixadores.jpg',
    kicker: 'Notícias',
    title: 'Conheça os novos embaixadores da comunidade',
  },
  {
    file: 'news/pesquisa-cx-brasil.jpg',
    kicker: 'Notícias',
    title: 'Pesquisa Panorama CX Brasil 2026 aberta',
  },
  { file: 'landing/imersao-cx.jpg', kicker: 'Imersão', title: 'Imersão Elo CX 2026' },
  { file: 'videos/prelancamento-poster.jpg', kicker: 'Vídeo', title: 'Elo CX: a comunidade de CX do Brasil' },
  {
    file: 'videos/painel-lideranca-poster.jpg',
    kicker: 'Vídeo',
    title: 'Painel: liderança em experiência do cliente',
  },
];

const COURSE_IMAGES: Cover[] = [
  'Fundamentos de Customer Experience',
  'Jornada do Cliente na Prática',
  'NPS e Métricas de Lealdade',
  'Customer Success para SaaS',
  'Design de Serviços',
  'Pesquisa com Usuários',
  'Atendimento ao Cliente de Excelência',
  'Análise de Dados para CX',
  'Liderança de Times de Atendimento',
  'Comunicação Empática',
  'Gestão da Experiência do Cliente',
  'Voz do Cliente com IA',
].map((title, i) => ({
  file: `courses/course-${String(i + 1).padStart(2, '0')}.jpg`,
  kicker: 'Curso',
  title,
}));

async function renderSvg(
  page: Page,
  svg: string,
  size: number,
  file: string,
  quality: number,
): Promise<void> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, type: 'jpeg', quality });
}

async function renderHtml(
  page: Page,
  html: string,
  width: number,
  height: number,
  file: string,
): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.setContent(html);
  await mkdir(path.dirname(file), { recursive: true });
  const type = file.endsWith('.png') ? 'png' : 'jpeg';
  await page.screenshot({ path: file, type, ...(type === 'jpeg' ? { quality: 80 } : {}) });
}

/** Cross-fades the slides (each `seconds` long) into a 640x360 VP9 WebM. */
function buildVideo(slides: string[], seconds: number, output: string): void {
  const fade = 0.6;
  const inputs = slides.flatMap((s) => ['-loop', '1', '-t', String(seconds), '-framerate', '25', '-i', s]);
  const filters: string[] = [];
  let last = '[0:v]';
  for (let i = 1; i < slides.length; i++) {
    const offset = (i * (seconds - fade)).toFixed(2);
    const out = i === slides.length - 1 ? '[v]' : `[x${i}]`;
    filters.push(`${last}[${i}:v]xfade=transition=fade:duration=${fade}:offset=${offset}${out}`);
    last = out;
  }
  execFileSync(
    '/usr/bin/ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      `${filters.join(';')};[v]format=yuv420p[out]`,
      '-map',
      '[out]',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '450k',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-row-mt',
      '1',
      '-an',
      output,
    ],
    { stdio: 'inherit' },
  );
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  try {
    for (let i = 1; i <= 6; i++) {
      const file = path.join(STORAGE, 'ambassador-photos', `ambassador-${String(i).padStart(2, '0')}.jpg`);
      await renderSvg(page, avatarSvg(i + 10, 400), 400, file, 82);
    }
    for (let i = 1; i <= 20; i++) {
      const file = path.join(STANDIN_PICTURES, `member-${String(i).padStart(2, '0')}.jpg`);
      await renderSvg(page, avatarSvg(i, 200), 200, file, 80);
    }
    for (const [i, persona] of PERSONAS.entries()) {
      await renderSvg(page, avatarSvg(i + 30, 200), 200, path.join(STANDIN_PICTURES, persona.picture), 80);
    }
    for (const [i, cover] of BLOG_COVERS.entries()) {
      const [w, h] = cover.file.startsWith('videos/') ? [640, 360] : [1200, 630];
      await renderHtml(
        page,
        coverHtml(i, cover.kicker, cover.title, w, h),
        w,
        h,
        path.join(STORAGE, 'post-covers', cover.file),
      );
    }
    for (const [i, cover] of COURSE_IMAGES.entries()) {
      await renderHtml(
        page,
        coverHtml(i + 3, cover.kicker, cover.title, 800, 450),
        800,
        450,
        path.join(STORAGE, 'post-covers', cover.file),
      );
    }

    const tmp = await mkdtemp(path.join(os.tmpdir(), 'elo-video-'));
    try {
      const videos: Array<{ file: string; seconds: number; slides: Array<[string, string]> }> = [
        {
          file: 'elo-cx-prelancamento.webm',
          seconds: 2.5,
          slides: [
            ['Em breve', 'Elo CX'],
            ['Comunidade', 'Líderes de experiência do cliente'],
            ['Eventos, cursos e conteúdo', 'Tudo em um só lugar'],
            ['Faça parte', 'Entre com o LinkedIn'],
          ],
        },
        {
          file: 'painel-lideranca-cx.webm',
          seconds: 2.5,
          slides: [
            ['Painel', 'Liderança em CX'],
            ['Convidados', 'Executivos de CX do Brasil'],
          ],
        },
      ];
      for (const [v, video] of videos.entries()) {
        const slides: string[] = [];
        for (const [i, [kicker, title]] of video.slides.entries()) {
          const slide = path.join(tmp, `v${v}-s${i}.png`);
          await renderHtml(page, coverHtml(i + v * 4, kicker, title, 640, 360), 640, 360, slide);
          slides.push(slide);
        }
        const output = path.join(STORAGE, 'videos', video.file);
        await mkdir(path.dirname(output), { recursive: true });
        buildVideo(slides, video.seconds, output);
        // supabase/seed.sql stores these numbers in public.videos; print them to keep both in step.
        const probe = execFileSync('/usr/bin/ffprobe', [
          '-v',
          'error',
          '-show_entries',
          'format=duration,size:stream=width,height',
          '-of',
          'compact',
          output,
        ]);
        console.log(`${video.file}: ${probe.toString().trim().replace(/\n/g, ' ')}`);
      }
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
  }
}

await main();
