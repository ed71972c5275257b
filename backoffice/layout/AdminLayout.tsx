import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Drawer, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { prefetchWhenIdle } from '../common/prefetchWhenIdle.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { Sidebar } from './Sidebar.tsx';

export const SIDEBAR_WIDTH = 248;

/**
 * The back-office frame: a fixed left sidebar on desktop; on small screens a top bar whose button
 * opens the same sidebar as a drawer.
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  // The first screen drawn, the parts every resource screen shares come next (see screenKit.ts).
  useEffect(() => prefetchWhenIdle(() => import('../common/screenKit.ts')), []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {desktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width: SIDEBAR_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Sidebar />
        </Drawer>
      ) : (
        <>
          <AppBar position="fixed" color="inherit" elevation={1}>
            <Toolbar>
              <IconButton edge="start" aria-label="Abrir menu" onClick={() => setOpen(true)} sx={{ mr: 1 }}>
                <MenuIcon />
              </IconButton>
              <BrandLogo size={28} />
            </Toolbar>
          </AppBar>
          <Drawer
            variant="temporary"
            open={open}
            onClose={() => setOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
          >
            <Sidebar onNavigate={() => setOpen(false)} />
          </Drawer>
        </>
      )}
      <Box
        component="main"
        id="main-content"
        // On phones react-admin's create button floats at the bottom right: the extra bottom room lets
        // the last row and the pagination scroll clear of it.
        sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, pt: { xs: 10, md: 4 }, pb: { xs: 16, md: 4 } }}
      >
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Box>
    </Box>
  );
}
