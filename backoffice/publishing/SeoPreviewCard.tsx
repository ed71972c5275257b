import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BRAND } from '#shared/brand.ts';
import { clipForSnippet, descriptionCountdown, shareFields } from './seoPreview.ts';

type Field = string;

export interface SeoSources {
  /** Form fields tried in order for each part; the first non-empty wins (as the page's meta tags do). */
  googleTitle: Field[];
  shareTitle: Field[];
  description: Field[];
  shareDescription: Field[];
  image: Field[];
  /** Public address of the page, e.g. '/blog/meu-post', from the slug. */
  path: (slug: string) => string;
  /** Share image the site draws when none is set. */
  fallbackImage: (slug: string) => string;
}

function useFieldValues(fields: Field[]): (string | null)[] {
  const values = useWatch({ name: fields }) as unknown[];
  return values.map((value) => {
    if (typeof value === 'string') return value;
    // A newly picked cover: { src } of the file picker.
    if (value && typeof value === 'object' && typeof (value as { src?: unknown }).src === 'string') {
      return (value as { src: string }).src;
    }
    return null;
  });
}

const IMAGE_BOX = {
  display: 'block',
  width: '100%',
  aspectRatio: '1200 / 630',
  bgcolor: 'grey.200',
} as const;

/**
 * The share image; the image the site draws for a page exists only once the page is public, so until
 * then (or for a broken address) a placeholder says so instead of a broken-image icon.
 */
function ShareImage({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    return (
      <Box sx={{ ...IMAGE_BOX, display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Imagem de compartilhamento gerada pelo site quando o conteúdo estiver no ar.
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onError={() => setFailed(src)}
      sx={{ ...IMAGE_BOX, objectFit: 'cover' }}
    />
  );
}

const host = () => (typeof window === 'undefined' ? '' : window.location.host);

/**
 * A live card of the page in a Google result and in a LinkedIn share, from what the form holds now,
 * with the description's 160-character countdown.
 */
export function SeoPreviewCard({ sources }: { sources: SeoSources }) {
  const slug = (useWatch({ name: 'slug' }) as string | undefined) ?? '';
  const title = (useWatch({ name: 'title' }) as string | undefined) ?? '';
  const google = shareFields({
    title,
    titles: useFieldValues(sources.googleTitle),
    description: useFieldValues(sources.description),
    image: useFieldValues(sources.image),
    path: sources.path(slug),
  });
  const share = shareFields({
    title,
    titles: useFieldValues(sources.shareTitle),
    description: useFieldValues(sources.shareDescription),
    image: useFieldValues(sources.image),
    path: sources.path(slug),
  });
  const countdown = descriptionCountdown(google.description);
  const breadcrumb = [host(), ...google.path.split('/').filter(Boolean)].join(' › ');
  const image = share.image || sources.fallbackImage(slug);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label="Prévia no Google e no LinkedIn"
      sx={{ width: '100%' }}
    >
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Prévia no Google e no LinkedIn
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap>
          <Box sx={{ flex: 1, minWidth: 0 }} aria-label="Resultado no Google" role="group">
            <Typography variant="overline" color="text.secondary">
              Google
            </Typography>
            <Typography variant="body2" sx={{ color: '#202124', overflowWrap: 'anywhere' }}>
              {breadcrumb}
            </Typography>
            <Typography sx={{ color: '#1a0dab', fontSize: 20, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {clipForSnippet(`${google.title || 'Título da página'} | ${BRAND.name}`, 60)}
            </Typography>
            <Typography variant="body2" sx={{ color: '#4d5156', overflowWrap: 'anywhere' }}>
              {google.description
                ? clipForSnippet(google.description, 160)
                : 'Sem descrição: o Google escolhe um trecho da página.'}
            </Typography>
            <Typography
              variant="caption"
              role="status"
              sx={{ display: 'block', mt: 0.5, color: countdown.over ? 'error.main' : 'text.secondary' }}
            >
              Descrição: {countdown.message} (máximo 160)
            </Typography>
          </Box>
          <Box
            sx={{
              flex: 1,
              minWidth: 0,
              maxWidth: 420,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
            }}
            aria-label="Compartilhamento no LinkedIn"
            role="group"
          >
            <ShareImage src={image} />
            <Box sx={{ p: 1.5, bgcolor: '#eef3f8' }}>
              <Typography variant="overline" color="text.secondary">
                LinkedIn
              </Typography>
              <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                {clipForSnippet(share.title || 'Título da página', 100)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {host()}
              </Typography>
            </Box>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
