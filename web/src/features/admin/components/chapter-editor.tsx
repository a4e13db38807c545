import { useRef } from 'react';
import { Icon, icons } from '../../../components/icons';

export interface ChapterRow {
  /** Stable across reordering, so React keeps each input (and its focus) with its chapter. */
  key: number;
  name: string;
}

let nextKey = 1;
export const chaptersFrom = (names: readonly string[]): ChapterRow[] => names.map((name) => ({ key: nextKey++, name }));
export const chapterNames = (rows: readonly ChapterRow[]) => rows.map((row) => row.name.trim()).filter(Boolean);

/** The course's chapters as an ordered list of rows: add, rename, move up or down, remove. */
export function ChapterEditor({ rows, onChange }: { rows: ChapterRow[]; onChange: (rows: ChapterRow[]) => void }) {
  const listRef = useRef<HTMLOListElement>(null);

  const focusRow = (index: number, selector = 'input') =>
    requestAnimationFrame(() => listRef.current?.children[index]?.querySelector<HTMLElement>(selector)?.focus());

  function move(index: number, by: -1 | 1) {
    const target = index + by;
    if (target < 0 || target >= rows.length) return;
    const next = [...rows];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
    // Keep the focus on the same button of the moved chapter, so it can be moved again at once.
    focusRow(target, by === -1 ? '[data-move="up"]' : '[data-move="down"]');
  }

  function add() {
    onChange([...rows, { key: nextKey++, name: '' }]);
    focusRow(rows.length);
  }

  function remove(index: number) {
    onChange(rows.filter((_, position) => position !== index));
  }

  return (
    <fieldset className="admin-chapters">
      <legend>Chapters</legend>
      {rows.length === 0 && <p className="admin-hint">No chapters yet: the course page says the content will be available soon.</p>}
      <ol ref={listRef}>
        {rows.map((row, index) => (
          <li key={row.key} className="admin-chapter">
            <label className="visually-hidden" htmlFor={`chapter-${row.key}`}>
              Chapter {index + 1}
            </label>
            <span className="admin-chapter-number" aria-hidden="true">
              {index + 1}.
            </span>
            <input
              id={`chapter-${row.key}`}
              value={row.name}
              maxLength={200}
              onChange={(event) => onChange(rows.map((item) => (item.key === row.key ? { ...item, name: event.target.value } : item)))}
            />
            <button
              type="button"
              className="shell-icon-button"
              data-move="up"
              disabled={index === 0}
              aria-label={`Move chapter ${index + 1} up`}
              onClick={() => move(index, -1)}
            >
              <Icon path={icons.arrowUp} />
            </button>
            <button
              type="button"
              className="shell-icon-button"
              data-move="down"
              disabled={index === rows.length - 1}
              aria-label={`Move chapter ${index + 1} down`}
              onClick={() => move(index, 1)}
            >
              <Icon path={icons.arrowDown} />
            </button>
            <button type="button" className="shell-icon-button" aria-label={`Remove chapter ${index + 1}`} onClick={() => remove(index)}>
              <Icon path={icons.close} />
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button-outline button-small" onClick={add}>
        Add chapter
      </button>
    </fieldset>
  );
}
