export { DashboardShell, type ShellNavItem } from './dashboard-shell';
export { Badge, DashboardSection, StatTiles, type BadgeTone, type StatTile } from './parts';
