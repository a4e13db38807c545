import { EMPTY_CATEGORY_NAME } from '@chem/contract';
import { useState, type FormEvent } from 'react';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { fail, warn } from './notify';
import { addCategory, deleteCategory, listCategories, updateCategory, type Category } from '../api/categories';
import { failureText } from '../api/failure';
import { EmptyState, LoadError, Loading } from './section-state';
import { useLoad } from './use-load';
import { RowActions } from './row-actions';

const byName = (a: Category, b: Category) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

const warnEmpty = () => warn(EMPTY_CATEGORY_NAME);
const failWith = (error: unknown, fallback: string) => fail(failureText(error, fallback));

/** Categories: add, rename inline (Save / Cancel) and delete, with the spec's messages (§5, §8). */
export default function CategoryManager() {
  const categories = useLoad(listCategories, 'categories');
  const [newName, setNewName] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = newName.trim();
    if (!name) return void warnEmpty();
    setAdding(true);
    try {
      const created = await addCategory(name);
      categories.setData((list) => [...(list ?? []), created].sort(byName));
      setNewName('');
      void showToast('Category created successfully');
    } catch (error) {
      void failWith(error, 'Create failed');
    } finally {
      setAdding(false);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return void warnEmpty();
    setBusyId(editing.id);
    try {
      const updated = await updateCategory(editing.id, name);
      categories.setData((list) => (list ?? []).map((item) => (item._id === updated._id ? updated : item)).sort(byName));
      setEditing(null);
      void showToast('Category updated successfully');
    } catch (error) {
      void failWith(error, 'Update failed');
    } finally {
      setBusyId(null);
    }
  }

  async function remove(category: Category) {
    const confirmed = await confirmDialog({
      title: `Delete “${category.name}”?`,
      text: 'Courses and notes keep their category text; only this list entry goes.',
      confirmButtonText: 'Delete',
    });
    if (!confirmed) return;
    setBusyId(category._id);
    try {
      await deleteCategory(category._id);
      categories.setData((list) => (list ?? []).filter((item) => item._id !== category._id));
      void showToast('Category deleted successfully');
    } catch (error) {
      void failWith(error, 'Delete failed');
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      {/* noValidate: the spec's own warning, not the browser's bubble, answers an empty name. */}
      <form className="admin-inline-form" onSubmit={add} noValidate>
        <div className="admin-field">
          <label htmlFor="new-category">New category</label>
          <input id="new-category" value={newName} maxLength={100} onChange={(event) => setNewName(event.target.value)} />
        </div>
        <button type="submit" className="button button-primary" disabled={adding}>
          {adding ? 'Adding...' : 'Add category'}
        </button>
      </form>

      {categories.error != null && <LoadError error={categories.error} fallback="Could not load categories." onRetry={categories.reload} />}
      {categories.loading && !categories.data && <Loading label="Loading categories..." />}
      {categories.data?.length === 0 && <EmptyState>No categories yet. Add the first one above.</EmptyState>}

      {categories.data && categories.data.length > 0 && (
        <ul className="admin-list" aria-label="Categories">
          {categories.data.map((category) => (
            <li key={category._id} className="admin-list-row">
              {editing?.id === category._id ? (
                <form className="admin-inline-form admin-inline-edit" onSubmit={save} noValidate>
                  <div className="admin-field">
                    <label htmlFor={`category-${category._id}`} className="visually-hidden">
                      Category name
                    </label>
                    <input
                      id={`category-${category._id}`}
                      value={editing.name}
                      maxLength={100}
                      autoFocus
                      onChange={(event) => setEditing({ id: category._id, name: event.target.value })}
                      onKeyDown={(event) => {
                        if (event.key === 'Escape') setEditing(null);
                      }}
                    />
                  </div>
                  <div className="admin-row-actions">
                    <button type="submit" className="button button-primary button-small" disabled={busyId === category._id}>
                      Save
                    </button>
                    <button type="button" className="button button-outline button-small" onClick={() => setEditing(null)}>
                      Cancel
                    </button>
                  </div>
                </form>
              ) : (
                <>
                  <span className="admin-list-title">{category.name}</span>
                  <RowActions
                    name={category.name}
                    onEdit={() => setEditing({ id: category._id, name: category.name })}
                    onDelete={() => void remove(category)}
                    deleting={busyId === category._id}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
