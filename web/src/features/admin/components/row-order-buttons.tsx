import { Icon, icons } from '../../../components/icons';

interface RowOrderButtonsProps {
  isFirst: boolean;
  isLast: boolean;
  /** The buttons' names, e.g. "Move chapter 2 up", "Remove chapter 2". */
  labels: { up: string; down: string; remove: string };
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, move down and remove for a row of an ordered list (chapters, lessons): buttons, so the keyboard can reorder. */
export function RowOrderButtons({ isFirst, isLast, labels, onMove, onRemove }: RowOrderButtonsProps) {
  const moves = [
    { by: -1, name: 'up', label: labels.up, disabled: isFirst, icon: <Icon path={icons.arrowUp} /> },
    { by: 1, name: 'down', label: labels.down, disabled: isLast, icon: <Icon path={icons.arrowDown} /> },
  ] as const;
  return (
    <>
      {moves.map((move) => (
        <button
          key={move.name}
          type="button"
          className="shell-icon-button"
          data-move={move.name}
          disabled={move.disabled}
          aria-label={move.label}
          onClick={() => onMove(move.by)}
        >
          {move.icon}
        </button>
      ))}
      <button type="button" className="shell-icon-button" aria-label={labels.remove} onClick={onRemove}>
        <Icon path={icons.close} />
      </button>
    </>
  );
}
