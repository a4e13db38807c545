import { Icon, icons } from '../icons';
import { useT } from '../../i18n/catalog';
import { adminUiCatalog } from './i18n';

/** `list` with the item at `index` moved by one place; unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

interface RowOrderButtonsProps {
  isFirst: boolean;
  isLast: boolean;
  /** Each button's name for screen readers, saying which row: "Move chapter 2 up", "Remove chapter 2". */
  labels: { up: string; down: string; remove: string };
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /**
   * `icons`: small icon buttons, for rows already full of inputs (the curriculum's chapters and
   * lessons); `text` (the default): arrows and the word Remove, for simple lists.
   */
  look?: 'icons' | 'text';
}

/**
 * Move up, move down and remove for a row of an ordered list: buttons, so the keyboard can reorder
 * too. The caller moves the row (`moved()` does it for an array) and wraps the buttons as its row needs.
 */
export function RowOrderButtons({ isFirst, isLast, labels, onMove, onRemove, look = 'text' }: RowOrderButtonsProps) {
  const t = useT(adminUiCatalog);
  const iconLook = look === 'icons';
  const className = iconLook ? 'shell-icon-button' : 'button button-outline button-small';
  const moves = [
    { by: -1, name: 'up', label: labels.up, disabled: isFirst, content: iconLook ? <Icon path={icons.arrowUp} /> : '↑' },
    { by: 1, name: 'down', label: labels.down, disabled: isLast, content: iconLook ? <Icon path={icons.arrowDown} /> : '↓' },
  ] as const;
  return (
    <>
      {moves.map((move) => (
        <button
          key={move.name}
          type="button"
          className={className}
          data-move={move.name}
          disabled={move.disabled}
          aria-label={move.label}
          onClick={() => onMove(move.by)}
        >
          {move.content}
        </button>
      ))}
      <button type="button" className={className} aria-label={labels.remove} onClick={onRemove}>
        {iconLook ? <Icon path={icons.close} /> : t('adminUi.remove')}
      </button>
    </>
  );
}
