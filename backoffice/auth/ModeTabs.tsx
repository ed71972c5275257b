import Box from '@mui/material/Box';
import Tab, { type TabProps } from '@mui/material/Tab';
import type { ComponentType, KeyboardEvent, ReactNode } from 'react';

/**
 * MUI's Tab with the props MUI's Tabs hands each tab (they are left out of Tab's public types): whether
 * it is the chosen one (aria-selected, colour, tab order), its underline, and how it shares the width.
 */
const TabInList = Tab as unknown as ComponentType<
  Omit<TabProps, 'onChange'> & {
    selected: boolean;
    indicator: ReactNode;
    fullWidth: boolean;
    textColor: 'primary';
  }
>;

/**
 * Full-width tabs for a few fixed choices ('Entrar' / 'Cadastrar'): MUI's Tab buttons in a tablist,
 * with the same underline and arrow-key focus moves as MUI's Tabs, without Tabs' scrolling and
 * measuring code that two fixed tabs never need.
 */
export function ModeTabs<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  // Arrow keys, Home and End move the focus along the tabs; Enter or Space picks one (as MUI's Tabs).
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const next = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]?.focus();
  };

  return (
    <Box role="tablist" onKeyDown={moveFocus} sx={{ display: 'flex', minHeight: 48, mb: 3 }}>
      {options.map((option) => (
        <TabInList
          key={option.value}
          value={option.value}
          label={option.label}
          selected={option.value === value}
          onClick={() => onChange(option.value)}
          fullWidth
          textColor="primary"
          indicator={
            option.value === value && (
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  height: 2,
                  bottom: 0,
                  left: 0,
                  width: '100%',
                  bgcolor: 'primary.main',
                }}
              />
            )
          }
        />
      ))}
    </Box>
  );
}
