export { Icon, type IconPath } from './icon';
export * as icons from './paths';
