import type { ComponentType } from 'react';
import type { ResourceModule } from '../resource-module.ts';

export interface MenuLink {
  to: string;
  label: string;
  icon: ComponentType;
}

/** The sidebar's resource links, in each module's declared order (the spec's order). */
export function menuLinks(modules: readonly ResourceModule[], basePath = '/admin'): MenuLink[] {
  return modules
    .filter((module): module is ResourceModule & { menu: NonNullable<ResourceModule['menu']> } =>
      Boolean(module.menu),
    )
    .sort((a, b) => a.menu.order - b.menu.order)
    .map((module) => ({
      to: `${basePath}/${module.name}`,
      label: module.menu.label,
      icon: module.menu.icon,
    }));
}

/** Dashboard is active on /admin only; a resource link on its list and everything below it. */
export function isLinkActive(to: string, pathname: string, basePath = '/admin'): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === basePath) return path === basePath;
  return path === to || path.startsWith(`${to}/`);
}
