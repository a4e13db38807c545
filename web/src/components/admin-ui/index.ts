// The pieces every admin section is made of, the practice feature's sections included: a list's
// load error, loading and empty states, a row's Edit/Delete, and reordering a list's rows.
export { EmptyState, LoadError, Loading } from './section-state';
export { RowActions } from './row-actions';
export { RowOrderButtons, moved } from './row-order-buttons';
