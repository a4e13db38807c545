import { FormActions } from '../../../components/form/form-actions';
import { AdminField } from '../../../components/form/admin-field';
import { useState, type FormEvent } from 'react';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { fail, warn } from './notify';
import { addCategory, deleteCategory, listCategories, updateCategory, type Category } from '../api/categories';
import { errorText } from '../../../lib/error-text';
import { EmptyState, LoadError, Loading, RowActions } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';
import { translate, useT } from '../../../i18n/catalog';
import { adminContentCatalog, type AdminContentId } from './i18n';

const byName = (a: Category, b: Category) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

const say = (id: AdminContentId) => translate(adminContentCatalog, id);
const warnEmpty = () => warn(say('adminContent.categories.emptyName'));
const failWith = (error: unknown, fallback: AdminContentId) => fail(errorText(error, say(fallback)));

/** Categories: add, rename inline (Save / Cancel) and delete, with the same messages as the API's checks. */
export default function CategoryManager() {
  const t = useT(adminContentCatalog);
  const categories = useLoad('categories', listCategories);
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
      categories.update((list) => [...(list ?? []), created].sort(byName));
      setNewName('');
      void showToast(say('adminContent.categories.created'));
    } catch (error) {
      void failWith(error, 'adminContent.common.createFailed');
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
      categories.update((list) => (list ?? []).map((item) => (item._id === updated._id ? updated : item)).sort(byName));
      setEditing(null);
      void showToast(say('adminContent.categories.updated'));
    } catch (error) {
      void failWith(error, 'adminContent.common.updateFailed');
    } finally {
      setBusyId(null);
    }
  }

  async function remove(category: Category) {
    const confirmed = await confirmDialog({
      title: t('adminContent.categories.deleteTitle', { name: category.name }),
      text: t('adminContent.categories.deleteText'),
      confirmButtonText: t('adminContent.common.delete'),
    });
    if (!confirmed) return;
    setBusyId(category._id);
    try {
      await deleteCategory(category._id);
      categories.update((list) => (list ?? []).filter((item) => item._id !== category._id));
      void showToast(say('adminContent.categories.deleted'));
    } catch (error) {
      void failWith(error, 'adminContent.common.deleteFailed');
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      {/* noValidate: the spec's own warning, not the browser's bubble, answers an empty name. */}
      <form className="admin-inline-form" onSubmit={add} noValidate>
        <AdminField id="new-category" label={t('adminContent.categories.newLabel')}>
          {(control) => <input {...control} value={newName} maxLength={100} onChange={(event) => setNewName(event.target.value)} />}
        </AdminField>
        <FormActions bare busy={adding} submitLabel={t('adminContent.categories.add')} busyLabel={t('adminContent.categories.adding')} />
      </form>

      {categories.error != null && (
        <LoadError error={categories.error} fallback={t('adminContent.categories.loadFailed')} onRetry={categories.reload} />
      )}
      {categories.status === 'loading' && !categories.data && <Loading label={t('adminContent.categories.loading')} />}
      {categories.data?.length === 0 && <EmptyState>{t('adminContent.categories.empty')}</EmptyState>}

      {categories.data && categories.data.length > 0 && (
        <ul className="admin-list" aria-label={t('adminContent.categories.listLabel')}>
          {categories.data.map((category) => (
            <li key={category._id} className="admin-list-row">
              {editing?.id === category._id ? (
                <form className="admin-inline-form admin-inline-edit" onSubmit={save} noValidate>
                  <AdminField
                    id={`category-${category._id}`}
                    label={t('adminContent.categories.nameLabel')}
                    labelClassName="visually-hidden"
                  >
                    {(control) => (
                      <input
                        {...control}
                        value={editing.name}
                        maxLength={100}
                        autoFocus
                        onChange={(event) => setEditing({ id: category._id, name: event.target.value })}
                        onKeyDown={(event) => {
                          if (event.key === 'Escape') setEditing(null);
                        }}
                      />
                    )}
                  </AdminField>
                  <FormActions
                    className="admin-row-actions"
                    submitClassName="button button-primary button-small"
                    cancelClassName="button button-outline button-small"
                    busy={busyId === category._id}
                    submitLabel={t('adminContent.common.save')}
                    busyLabel={t('adminContent.common.save')}
                    onCancel={() => setEditing(null)}
                    cancelLabel={t('adminContent.common.cancel')}
                  />
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
