import { canOpen, type MenuGroupId, ROUTE_NAMES, ROUTES, type RouteName } from './route-table.ts'

/**
 * The sidebar per level (SPEC.md §2, §6), derived from the route table: level 0 gets Pendataan and
 * Laporan; level 1 only Beranda, the entries and Hak Akses (the reports stay reachable by address).
 */
export interface MenuItem {
  name: RouteName
  href: string
  label: string
}

export interface MenuGroup {
  id: MenuGroupId
  title: string | null
  items: MenuItem[]
}

const GROUPS: { id: MenuGroupId; title: string | null; levels: readonly (0 | 1)[] }[] = [
  { id: 'utama', title: null, levels: [0, 1] },
  { id: 'pendataan', title: 'Pendataan', levels: [0] },
  { id: 'entri', title: 'Entri', levels: [0, 1] },
  { id: 'laporan', title: 'Laporan', levels: [0] },
  { id: 'pengaturan', title: 'Pengaturan', levels: [0, 1] },
]

export function menuFor(levelx: 0 | 1): MenuGroup[] {
  return GROUPS.filter((group) => group.levels.includes(levelx))
    .map((group) => ({
      id: group.id,
      title: group.title,
      items: ROUTE_NAMES.flatMap((name): MenuItem[] => {
        const route: (typeof ROUTES)[RouteName] = ROUTES[name]
        if (route.menu?.group !== group.id || !canOpen(route, levelx)) return []
        return [{ name, href: route.path, label: route.menu.label }]
      }),
    }))
    .filter((group) => group.items.length > 0)
}
