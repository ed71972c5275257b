import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Avatar, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import ReactCrop, { convertToPixelCrop, type PercentCrop, type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { initials } from '#shared/initials.ts';
import { fixedSizeImage } from '#shared/storageImage.ts';
import { describeDbError } from '../common/errors.ts';
import { useToast } from '../common/toast.tsx';
import { ambassadorPhotoFileName } from '../uploads/naming.ts';
import { currentSession } from '../auth/session.ts';
import { lastPathSegment, removeQuietly } from '../uploads/storage.ts';
import { publicUrl, storage } from '../uploads/storageClient.ts';
import {
  PHOTO_ACCEPT,
  PHOTO_BUSY_LABEL,
  minCropOnScreen,
  PHOTO_TOO_SMALL,
  photoTooSmall,
  cropSourceRect,
  initialSquareCrop,
  renderCroppedJpeg,
  uploadErrorText,
  validatePhotoFile,
  type PhotoWidgetState,
} from './photoRules.ts';

const BUCKET = 'ambassador-photos';

/**
 * The ambassador's profile photo: pick a JPG/PNG/GIF, crop a square, store a 400×400 JPEG in
 * ambassador-photos and keep its public URL in photo_url. Changing or removing a photo also removes
 * the previous file (a failure there is only logged).
 */
export function PhotoInput() {
  const { field } = useInput<string | null>({ source: 'photo_url', defaultValue: null });
  const name = (useWatch({ name: 'name' }) as string | undefined) ?? '';
  const toast = useToast();
  const [state, setState] = useState<PhotoWidgetState>('idle');
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [pixelCrop, setPixelCrop] = useState<PixelCrop | null>(null);
  const [minCrop, setMinCrop] = useState(0);
  const imageRef = useRef<HTMLImageElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const photoUrl = field.value || null;

  const reset = () => {
    setState('idle');
    setSource(null);
    setCrop(undefined);
    setPixelCrop(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  // A file that cannot be read, or read but not decoded as an image (corrupt), is refused alike.
  const unreadable = () => {
    toast({ title: 'Erro ao ler o arquivo', variant: 'error' });
    reset();
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = validatePhotoFile(file);
    if (problem) {
      toast({ title: problem, variant: 'error' });
      event.target.value = '';
      return;
    }
    setState('selecting');
    const reader = new FileReader();
    reader.onload = () => {
      setSource(typeof reader.result === 'string' ? reader.result : null);
      setState('cropping');
    };
    reader.onerror = unreadable;
    reader.readAsDataURL(file);
  };

  const onImageLoad = () => {
    const image = imageRef.current;
    if (!image) return;
    const natural = { width: image.naturalWidth, height: image.naturalHeight };
    if (photoTooSmall(natural)) {
      toast({ title: PHOTO_TOO_SMALL, variant: 'error' });
      reset();
      return;
    }
    const min = minCropOnScreen({ width: image.width, height: image.height }, natural);
    setMinCrop(min);
    const initial = initialSquareCrop(image.width, image.height, min);
    setCrop(initial);
    setPixelCrop(convertToPixelCrop(initial, image.width, image.height));
  };

  const onSave = async () => {
    const image = imageRef.current;
    const rect = image
      ? cropSourceRect(
          pixelCrop,
          { width: image.width, height: image.height },
          { width: image.naturalWidth, height: image.naturalHeight },
        )
      : null;
    if (!image || !rect) {
      toast({ title: 'Dados de recorte inválidos', variant: 'error' });
      return;
    }
    try {
      setState('processing');
      const blob = await renderCroppedJpeg(image, rect);
      setState('uploading');
      const session = await currentSession();
      if (!session) throw new Error('Usuário não autenticado');
      const fileName = ambassadorPhotoFileName(name);
      const { error } = await storage
        .from(BUCKET)
        .upload(fileName, blob, { contentType: 'image/jpeg', upsert: true });
      if (error) throw new Error(describeDbError(error));
      const previous = lastPathSegment(photoUrl);
      if (previous && previous !== fileName) await removeQuietly(BUCKET, [previous]);
      field.onChange(publicUrl(BUCKET, fileName));
      toast({ title: 'Foto carregada com sucesso!' });
      reset();
    } catch (err) {
      toast({ title: uploadErrorText(err), variant: 'error' });
      setState('cropping');
    }
  };

  const onRemove = async () => {
    const previous = lastPathSegment(photoUrl);
    field.onChange(null);
    if (previous) await removeQuietly(BUCKET, [previous]);
    toast({ title: 'Foto removida' });
  };

  const busyLabel = PHOTO_BUSY_LABEL[state];

  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid="ambassador-photo" data-state={state}>
      <Typography variant="subtitle2" gutterBottom>
        Foto
      </Typography>
      {state === 'idle' && (
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar
            {...(photoUrl ? fixedSizeImage(photoUrl, 80) : {})}
            alt={name || 'Foto'}
            sx={{ width: 80, height: 80 }}
          >
            {initials(name)}
          </Avatar>
          <Button variant="outlined" component="label" startIcon={<PhotoCameraIcon />}>
            {photoUrl ? 'Alterar foto' : 'Escolher foto'}
            <input
              ref={fileRef}
              hidden
              type="file"
              accept={PHOTO_ACCEPT}
              aria-label="Arquivo da foto"
              onChange={onPick}
            />
          </Button>
          {photoUrl && (
            <Button color="error" onClick={onRemove}>
              Remover foto
            </Button>
          )}
        </Stack>
      )}
      {busyLabel && state !== 'processing' && state !== 'uploading' && (
        <Stack direction="row" spacing={1} alignItems="center">
          <CircularProgress size={20} />
          <Typography>{busyLabel}</Typography>
        </Stack>
      )}
      {source && (state === 'cropping' || state === 'processing' || state === 'uploading') && (
        <Stack spacing={2}>
          <Box sx={{ maxWidth: 480 }}>
            <ReactCrop
              crop={crop}
              aspect={1}
              minWidth={minCrop}
              minHeight={minCrop}
              keepSelection
              disabled={state !== 'cropping'}
              onChange={(pixel, percent) => {
                setCrop(percent);
                setPixelCrop(pixel);
              }}
              onComplete={(pixel) => setPixelCrop(pixel)}
            >
              <img
                ref={imageRef}
                src={source}
                alt="Recorte da foto"
                onLoad={onImageLoad}
                onError={unreadable}
                style={{ maxWidth: '100%', maxHeight: 400 }}
              />
            </ReactCrop>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button onClick={reset} disabled={state !== 'cropping'}>
              Cancelar
            </Button>
            <Button variant="contained" onClick={onSave} disabled={state !== 'cropping'}>
              {busyLabel ?? 'Salvar foto'}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
