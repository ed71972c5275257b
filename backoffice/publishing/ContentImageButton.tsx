import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  ToggleButton,
  Typography,
  type ToggleButtonProps,
} from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useRef, useState } from 'react';
import { currentSession } from '../auth/session.ts';
import { uploadWithProgress } from '../uploads/storage.ts';
import { publicUrl } from '../uploads/storageClient.ts';
import { altTextError, CONTENT_IMAGE_TYPES, contentImageError, contentImagePath } from './contentImage.ts';

const LABEL = 'Inserir imagem';

/**
 * The rich-text toolbar's image button: pick an image (checked before upload), describe it, watch it
 * upload to the author's folder in post-covers, and the editor gets it with its alt text.
 */
export function ContentImageButton(props: Omit<ToggleButtonProps, 'value'>) {
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [altTouched, setAltTouched] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const reset = () => {
    setFile(null);
    setAlt('');
    setError(undefined);
    setProgress(null);
    setAltTouched(false);
  };

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const refused = contentImageError(picked);
    setError(refused);
    setFile(refused ? null : picked);
  };

  const insert = async () => {
    setAltTouched(true);
    if (!file || altTextError(alt)) return;
    setError(undefined);
    try {
      const session = await currentSession();
      if (!session) throw new Error('Sessão expirada: entre de novo.');
      const path = contentImagePath(session.user.id, file.name);
      setProgress(0);
      await uploadWithProgress({
        bucket: 'post-covers',
        path,
        file,
        contentType: file.type,
        accessToken: session.access_token,
        onProgress: setProgress,
      });
      // The editor's image node (ra-input-rich-text's Image extension), with its alt text.
      editor
        ?.chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: publicUrl('post-covers', path), alt: alt.trim() } })
        .run();
      setOpen(false);
      reset();
    } catch (failure) {
      setProgress(null);
      setError(`Erro ao enviar a imagem: ${failure instanceof Error ? failure.message : String(failure)}`);
    }
  };

  const uploading = progress !== null;
  const altError = altTouched ? altTextError(alt) : undefined;
  return (
    <>
      <ToggleButton
        aria-label={LABEL}
        title={LABEL}
        {...props}
        disabled={!editor || !editor.isEditable}
        value="image"
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        <AddPhotoAlternateIcon fontSize="inherit" />
      </ToggleButton>
      <Dialog
        open={open}
        onClose={() => !uploading && setOpen(false)}
        aria-labelledby="content-image-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="content-image-title">{LABEL}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <input
              ref={picker}
              type="file"
              hidden
              accept={CONTENT_IMAGE_TYPES.join(',')}
              aria-label="Arquivo da imagem"
              onChange={(event) => pick(event.target.files?.[0])}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Button variant="outlined" disabled={uploading} onClick={() => picker.current?.click()}>
                Escolher imagem
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {file ? file.name : 'JPG, PNG, GIF ou WebP, até 5MB'}
              </Typography>
            </Stack>
            <TextField
              label="Texto alternativo"
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              onBlur={() => setAltTouched(true)}
              error={Boolean(altError)}
              helperText={altError ?? 'Descreva o que a imagem mostra, para quem não pode vê-la.'}
              disabled={uploading}
              fullWidth
            />
            {uploading && (
              <Stack spacing={0.5}>
                <LinearProgress variant="determinate" value={progress} aria-label="Progresso do envio" />
                <Typography variant="caption">Enviando… {progress}%</Typography>
              </Stack>
            )}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button disabled={uploading} onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button variant="contained" disabled={!file || uploading} onClick={() => void insert()}>
            Inserir
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
