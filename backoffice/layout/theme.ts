import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { baseThemeOptions } from './baseTheme.ts';

/** react-admin's theme with the back-office look (baseTheme.ts) and its list layout rules. */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  ...baseThemeOptions,
  components: {
    ...defaultTheme.components,
    ...baseThemeOptions.components,
    // Wide tables scroll inside their card instead of pushing the page sideways.
    // RaList-main is a flex child: without minWidth 0 a wide table or filter bar widens it past the page.
    RaList: {
      styleOverrides: {
        root: {
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-content': { overflowX: 'auto' },
          '& .RaList-actions form': { flexWrap: 'wrap', minWidth: 0 },
        },
      },
    },
    // The selection toolbar normally slides up over the list's filter bar, where the scrolling list
    // content clips it (and the filter bar takes its clicks): it takes its own row above the table.
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: { '& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' } },
      },
    },
  },
};
