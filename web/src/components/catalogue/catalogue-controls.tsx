import { useId } from 'react';
import './catalogue.css';
import { useT } from '../../i18n/catalog';
import { Icon, icons } from '../icons';
import { catalogueCatalog } from './i18n';

/** How a catalogue shows its cards; the toggle below switches it. */
export type Layout = 'grid' | 'list';

export function LayoutToggle({ layout, onChange }: { layout: Layout; onChange: (layout: Layout) => void }) {
  const t = useT(catalogueCatalog);
  return (
    <div className="layout-toggle" role="group" aria-label={t('catalogue.layout')}>
      <button className="toolbar-button" type="button" aria-pressed={layout === 'grid'} onClick={() => onChange('grid')}>
        <Icon path={icons.grid} />
        <span className="visually-hidden">{t('catalogue.grid')}</span>
      </button>
      <button className="toolbar-button" type="button" aria-pressed={layout === 'list'} onClick={() => onChange('list')}>
        <Icon path={icons.list} />
        <span className="visually-hidden">{t('catalogue.list')}</span>
      </button>
    </div>
  );
}

type Option = string | { value: string; label: string };

export function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="catalogue-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/**
 * The catalogue's search box. `onFocus` lets the page start loading its search library when a
 * visitor is about to type, not with the page.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  onFocus,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onFocus: () => void;
}) {
  const id = useId();
  return (
    <div className="catalogue-search">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <Icon path={icons.search} />
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        value={value}
        onFocus={onFocus}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
