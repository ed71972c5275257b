import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Box,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { createElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AUTH_PATHS } from '#shared/adminAuthPaths.ts';
import { AUDIENCE_PATH } from '../audience/report.ts';
import { resourceModules } from '../resources.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { isLinkActive, menuLinks, type MenuLink } from './menu.ts';
import { useSignOut } from './useSignOut.ts';

const LINKS: MenuLink[] = [
  { to: '/admin', label: 'Dashboard', icon: DashboardIcon },
  { to: AUDIENCE_PATH, label: 'Audiência', icon: InsightsIcon },
  ...menuLinks(resourceModules),
];

const SELECTED_LINK_SX = {
  borderRadius: 2,
  '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'inherit' },
} as const;

/** The fixed left sidebar: logo, 'Admin', the resource links, then 'Minha conta', 'Voltar ao Site' and 'Sair'. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { signOut, pending } = useSignOut();

  return (
    <Box
      component="nav"
      aria-label="Menu do painel"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ px: 2.5, pt: 2, pb: 1.5 }}>
        <BrandLogo />
        <Typography
          variant="overline"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5, letterSpacing: 1.5 }}
        >
          Admin
        </Typography>
      </Box>
      <Divider />
      {/* Dense rows: every link, 'Equipe' included, fits an 800 px tall window without scrolling. */}
      <List dense sx={{ flex: 1, overflowY: 'auto', px: 1, py: 0.5 }}>
        {LINKS.map((link) => {
          const active = isLinkActive(link.to, pathname);
          return (
            // Each link in its own list item: a <ul> holds only <li>s (screen readers count them).
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={link.to}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ ...SELECTED_LINK_SX, mb: 0.25 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>{createElement(link.icon)}</ListItemIcon>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Divider />
      <List dense sx={{ px: 1, py: 1 }}>
        <ListItem disablePadding>
          <ListItemButton
            component={RouterLink}
            to={AUTH_PATHS.account}
            selected={isLinkActive(AUTH_PATHS.account, pathname)}
            aria-current={isLinkActive(AUTH_PATHS.account, pathname) ? 'page' : undefined}
            onClick={onNavigate}
            sx={SELECTED_LINK_SX}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <AccountCircleIcon />
            </ListItemIcon>
            <ListItemText primary="Minha conta" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          {/* A full page load: the public site is another app. */}
          <ListItemButton component="a" href="/" sx={{ borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <ArrowBackIcon />
            </ListItemIcon>
            <ListItemText primary="Voltar ao Site" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton onClick={() => void signOut()} disabled={pending} sx={{ borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Sair" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
