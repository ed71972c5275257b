// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthField } from '#backoffice/auth/AuthField.tsx';
import { ModeTabs } from '#backoffice/auth/ModeTabs.tsx';

afterEach(cleanup);

describe('AuthField', () => {
  it('ties its label to the input, marks it required and reports changes', () => {
    const onChange = vi.fn();
    render(<AuthField id="email" label="E-mail" type="email" value="" onChange={onChange} />);
    const input = screen.getByLabelText(/E-mail/);
    expect(input.getAttribute('id')).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
    expect((input as HTMLInputElement).required).toBe(true);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.change(input, { target: { value: 'ana@example.com' } });
    expect(onChange).toHaveBeenCalledWith('ana@example.com');
  });

  it('announces its error text through aria-describedby', () => {
    render(
      <AuthField
        id="code"
        label="Código"
        value="1"
        onChange={() => {}}
        error
        helperText="Digite os 6 números."
      />,
    );
    const input = screen.getByLabelText(/Código/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Digite os 6 números.');
  });
});

describe('ModeTabs', () => {
  it('is a tablist whose chosen tab is selected and the only one in the tab order', () => {
    const onChange = vi.fn();
    render(
      <ModeTabs
        value="signin"
        onChange={onChange}
        options={[
          { value: 'signin', label: 'Entrar' },
          { value: 'signup', label: 'Cadastrar' },
        ]}
      />,
    );
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
    const [signIn, signUp] = screen.getAllByRole('tab');
    expect(signIn.getAttribute('aria-selected')).toBe('true');
    expect(signIn.getAttribute('tabindex')).toBe('0');
    expect(signUp.getAttribute('aria-selected')).toBe('false');
    expect(signUp.getAttribute('tabindex')).toBe('-1');
    signIn!.focus();
    fireEvent.keyDown(signIn!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(signUp);
    fireEvent.click(signUp!);
    expect(onChange).toHaveBeenCalledWith('signup');
  });
});
