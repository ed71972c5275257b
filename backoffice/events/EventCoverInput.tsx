import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageIcon from '@mui/icons-material/Image';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useInput } from 'react-admin';
import ReactCrop, { convertToPixelCrop, type PercentCrop, type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { fixedSizeImage } from '#shared/storageImage.ts';
import { cropSourceRect } from '../ambassadors/photoRules.ts';
import { COVER_UPLOAD_FIELD } from '../posts/coverUpload.ts';
import {
  COVER_TOO_SMALL,
  coverFileName,
  coverTooSmall,
  EVENT_COVER_ACCEPT,
  EVENT_COVER_ASPECT,
  EVENT_COVER_HEIGHT,
  EVENT_COVER_WIDTH,
  initialCoverCrop,
  minCoverCropOnScreen,
  renderCoverJpeg,
  validateCoverFile,
} from './coverRules.ts';

/** The cropped cover waiting for the form's save (uploaded then, like a post's picked cover). */
interface PendingCover {
  rawFile: File;
  src: string;
  title: string;
}

/**
 * 'Capa do evento': pick a picture, crop it to 1.91:1 and it becomes a 1200×630 JPEG that goes up
 * with the form's save (bucket post-covers, the admin's folder, as post covers). 'Remover capa' leaves
 * the event without one: its card is then drawn, as before.
 */
export function EventCoverInput() {
  const { field: saved } = useInput<string | null>({ source: 'cover_image_url', defaultValue: null });
  const { field: pending } = useInput<PendingCover | null>({
    source: COVER_UPLOAD_FIELD,
    defaultValue: null,
  });
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [pixelCrop, setPixelCrop] = useState<PixelCrop | null>(null);
  const [minCrop, setMinCrop] = useState({ width: 0, height: 0 });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const pendingCover = pending.value && typeof pending.value === 'object' ? pending.value : null;
  const shown = pendingCover?.src ?? (saved.value || null);

  // Object URLs live as long as they are shown.
  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);

  const stopCropping = () => {
    setSource(null);
    setCrop(undefined);
    setPixelCrop(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refusal = validateCoverFile(file);
    setProblem(refusal);
    if (refusal) {
      event.target.value = '';
      return;
    }
    setSource({ url: URL.createObjectURL(file), name: file.name });
  };

  const onImageLoad = () => {
    const image = imageRef.current;
    if (!image) return;
    const natural = { width: image.naturalWidth, height: image.naturalHeight };
    if (coverTooSmall(natural)) {
      setProblem(COVER_TOO_SMALL);
      stopCropping();
      return;
    }
    setMinCrop(minCoverCropOnScreen({ width: image.width, height: image.height }, natural));
    const initial = initialCoverCrop(image.width, image.height);
    setCrop(initial);
    setPixelCrop(convertToPixelCrop(initial, image.width, image.height));
  };

  const onUseCrop = async () => {
    const image = imageRef.current;
    const rect = image
      ? cropSourceRect(
          pixelCrop,
          { width: image.width, height: image.height },
          { width: image.naturalWidth, height: image.naturalHeight },
        )
      : null;
    if (!image || !rect || !source) {
      setProblem('Dados de recorte inválidos');
      return;
    }
    setBusy(true);
    try {
      const blob = await renderCoverJpeg(image, rect);
      const name = coverFileName(source.name);
      const file = new File([blob], name, { type: 'image/jpeg' });
      if (pendingCover) URL.revokeObjectURL(pendingCover.src);
      pending.onChange({ rawFile: file, src: URL.createObjectURL(file), title: name });
      setProblem(null);
      stopCropping();
    } catch {
      setProblem('Erro ao ler o arquivo');
    } finally {
      setBusy(false);
    }
  };

  const onRemove = () => {
    if (pendingCover) URL.revokeObjectURL(pendingCover.src);
    pending.onChange(null);
    saved.onChange(null);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 720, my: 2 }} data-testid="event-cover">
      <Typography variant="subtitle2" component="h2" gutterBottom>
        Capa do evento
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Opcional. JPG, PNG, GIF ou WebP de até 5MB, recortada no formato {EVENT_COVER_WIDTH}×
        {EVENT_COVER_HEIGHT} (1,91:1). Sem capa, o site mostra o cartão desenhado do evento.
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ my: 1 }} role="alert">
          {problem}
        </Alert>
      )}
      {!source && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {shown && (
            <Box
              component="img"
              // The saved cover comes as its rendition at the shown size; a pending one is a local file.
              {...fixedSizeImage(shown, 382, 200)}
              alt={pendingCover ? 'Nova capa (salve para enviar)' : 'Capa atual'}
              sx={{
                display: 'block',
                width: '100%',
                maxWidth: 382,
                aspectRatio: `${EVENT_COVER_ASPECT}`,
                objectFit: 'cover',
                borderRadius: 1,
              }}
            />
          )}
          {pendingCover && (
            <Typography variant="caption" color="text.secondary">
              A nova capa é enviada ao salvar o evento.
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" component="label" startIcon={<ImageIcon />}>
              {shown ? 'Alterar capa' : 'Escolher capa'}
              <input
                ref={fileRef}
                hidden
                type="file"
                accept={EVENT_COVER_ACCEPT}
                aria-label="Arquivo da capa do evento"
                onChange={onPick}
              />
            </Button>
            {shown && (
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove}>
                Remover capa
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      {source && (
        <Stack spacing={2}>
          <Box sx={{ maxWidth: 560 }}>
            <ReactCrop
              crop={crop}
              aspect={EVENT_COVER_ASPECT}
              minWidth={minCrop.width}
              minHeight={minCrop.height}
              keepSelection
              disabled={busy}
              onChange={(pixel, percent) => {
                setCrop(percent);
                setPixelCrop(pixel);
              }}
              onComplete={(pixel) => setPixelCrop(pixel)}
            >
              <img
                ref={imageRef}
                src={source.url}
                alt="Recorte da capa"
                onLoad={onImageLoad}
                onError={() => {
                  setProblem('Erro ao ler o arquivo');
                  stopCropping();
                }}
                style={{ maxWidth: '100%', maxHeight: 420 }}
              />
            </ReactCrop>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button onClick={stopCropping} disabled={busy}>
              Cancelar
            </Button>
            <Button variant="contained" onClick={onUseCrop} disabled={busy}>
              {busy ? 'Processando...' : 'Usar recorte'}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
