import { Box, LinearProgress, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { TextInput } from 'react-admin';

type ContentMode = 'markdown' | 'rich';

// The rich-text editor (TipTap) is most of a content screen's weight: it loads when 'Texto rico' is picked.
const RichTextInput = lazy(() => import('./RichContentInput.tsx'));

/**
 * Conteúdo as Markdown (plain text) or rich text (HTML from the editor, with image upload); the site
 * renders both through the same Markdown and sanitising step, for posts and landing pages alike.
 */
export function ContentInput({
  source = 'content',
  label = 'Conteúdo',
  helperText,
}: {
  source?: string;
  label?: string;
  helperText?: string;
}) {
  const [mode, setMode] = useState<ContentMode>('markdown');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, next: ContentMode | null) => next && setMode(next)}
        aria-label="Formato do conteúdo"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="markdown">Markdown</ToggleButton>
        <ToggleButton value="rich">Texto rico</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'markdown' ? (
        <TextInput source={source} label={label} helperText={helperText} multiline minRows={8} fullWidth />
      ) : (
        <Suspense fallback={<LinearProgress aria-label="Carregando editor" />}>
          <RichTextInput source={source} label={label} fullWidth />
        </Suspense>
      )}
    </Box>
  );
}
