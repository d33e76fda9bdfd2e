import {
  canOpen,
  type MenuGroupId,
  type MenuPlace,
  ROUTE_NAMES,
  ROUTES,
  type RouteName,
} from './route-table.ts'

/**
 * The sidebar per level (SPEC.md §2, §6), derived from the route table: level 0 gets Pendataan and
 * Laporan; level 1 Beranda, the entries, Hak Akses and, against SPEC §2 (issue 34: a unit admin
 * could not find them), Laporan with its unit's reports and Kalender. Pendataan stays level 0's.
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
  { id: 'laporan', title: 'Laporan', levels: [0, 1] },
  { id: 'pengaturan', title: 'Pengaturan', levels: [0, 1] },
]

/** The group a route's item sits in at this level. */
const groupAt = (place: MenuPlace, levelx: 0 | 1) => (levelx === 1 && place.unitGroup) || place.group

export function menuFor(levelx: 0 | 1): MenuGroup[] {
  return GROUPS.filter((group) => group.levels.includes(levelx))
    .map((group) => ({ id: group.id, title: group.title, items: itemsOf(group.id, levelx) }))
    .filter((group) => group.items.length > 0)
}

/** The group's own routes in table order, then those placed in it for this level only. */
function itemsOf(groupId: MenuGroupId, levelx: 0 | 1): MenuItem[] {
  const placed = ROUTE_NAMES.flatMap((name) => {
    const route: (typeof ROUTES)[RouteName] = ROUTES[name]
    const place: MenuPlace | undefined = route.menu
    if (!place || groupAt(place, levelx) !== groupId || !canOpen(route, levelx)) return []
    return [{ item: { name, href: route.path, label: place.label }, guest: place.group !== groupId }]
  })
  return [...placed.filter((p) => !p.guest), ...placed.filter((p) => p.guest)].map((p) => p.item)
}
