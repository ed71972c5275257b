// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoInput } from '#backoffice/ambassadors/PhotoInput.tsx';
import { ToastProvider } from '#backoffice/common/toast.tsx';

function renderWidget(photoUrl: string | null = null) {
  return render(
    <AdminContext>
      <ToastProvider>
        <Form record={{ id: 1, name: 'Ana Paula', photo_url: photoUrl }}>
          <PhotoInput />
        </Form>
      </ToastProvider>
    </AdminContext>,
  );
}

const PNG_1x1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Arquivo da foto'), { target: { files: [file] } });
}

describe('PhotoInput', () => {
  afterEach(cleanup);

  it('refuses a file that is not an image', async () => {
    renderWidget();
    pick(new File(['oi'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Por favor, selecione uma imagem válida')).toBeTruthy();
    expect(screen.getByTestId('ambassador-photo').dataset.state).toBe('idle');
  });

  it('refuses an image over 5MB', async () => {
    renderWidget();
    pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }));
    expect(await screen.findByText('A imagem deve ter no máximo 5MB')).toBeTruthy();
  });

  it('goes from idle to cropping for a valid image, and back to idle on cancel', async () => {
    renderWidget();
    expect(screen.getByText('Escolher foto')).toBeTruthy();
    pick(new File([PNG_1x1], 'foto.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('ambassador-photo').dataset.state).toBe('cropping'));
    expect(screen.getByRole('button', { name: 'Salvar foto' })).toBeTruthy();
    expect(screen.getByAltText('Recorte da foto')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('ambassador-photo').dataset.state).toBe('idle');
  });

  it("a file the browser cannot decode as an image says 'Erro ao ler o arquivo' and goes back to idle", async () => {
    renderWidget();
    pick(new File(['não é imagem'], 'quebrada.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('ambassador-photo').dataset.state).toBe('cropping'));
    fireEvent.error(screen.getByAltText('Recorte da foto'));
    expect(await screen.findByText('Erro ao ler o arquivo')).toBeTruthy();
    expect(screen.getByTestId('ambassador-photo').dataset.state).toBe('idle');
  });

  it('without crop data, saving says so and stays in cropping', async () => {
    renderWidget();
    pick(new File([PNG_1x1], 'foto.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('ambassador-photo').dataset.state).toBe('cropping'));
    // jsdom never lays the image out, so there is no crop rectangle to use.
    fireEvent.click(screen.getByRole('button', { name: 'Salvar foto' }));
    expect(await screen.findByText('Dados de recorte inválidos')).toBeTruthy();
    expect(screen.getByTestId('ambassador-photo').dataset.state).toBe('cropping');
  });

  it('offers change and remove when a photo exists', () => {
    renderWidget('http://x/storage/v1/object/public/ambassador-photos/ana-paula-1.jpg');
    expect(screen.getByText('Alterar foto')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remover foto' })).toBeTruthy();
    // The 80 px avatar loads Storage's 80 px rendition (and 160 px on dense screens), not the original.
    const photo = screen.getByRole('img', { name: 'Ana Paula' });
    expect(photo.getAttribute('src')).toBe(
      'http://x/storage/v1/render/image/public/ambassador-photos/ana-paula-1.jpg?width=80&height=80&resize=cover',
    );
    expect(photo.getAttribute('srcset')).toContain('width=160&height=160&resize=cover 2x');
  });
});
