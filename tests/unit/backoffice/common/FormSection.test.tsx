// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormSection } from '#backoffice/common/FormSection.tsx';

describe('FormSection', () => {
  afterEach(cleanup);

  it('names the form, submits it, and shows a success as a status and a problem as an alert', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container, rerender } = render(
      <FormSection
        label="Alterar e-mail"
        onSubmit={onSubmit}
        outcome={{ ok: true, text: 'Enviado.' }}
        submit={{ label: 'Alterar e-mail', busyLabel: 'Enviando...', busy: false }}
      >
        <input aria-label="Novo e-mail" />
      </FormSection>,
    );
    expect(container.querySelector('form')?.getAttribute('aria-label')).toBe('Alterar e-mail');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Enviado.');
    fireEvent.click(screen.getByText('Alterar e-mail', { selector: 'button' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <FormSection
        label="Alterar e-mail"
        onSubmit={onSubmit}
        outcome={{ ok: false, text: 'E-mail inválido.' }}
        submit={{ label: 'Alterar e-mail', busyLabel: 'Enviando...', busy: true }}
      >
        <input aria-label="Novo e-mail" />
      </FormSection>,
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('E-mail inválido.');
    const busyButton = screen.getByText('Enviando...', { selector: 'button' }) as HTMLButtonElement;
    expect(busyButton.disabled).toBe(true);
  });
});
