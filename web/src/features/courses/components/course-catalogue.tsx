import { useId, useMemo, useState } from 'react';
import type { Course } from '../api/courses';
import { COURSE_SORTS, courseSearchIndex, DEFAULT_COURSE_QUERY, queryCourses, type CourseQuery, type CourseSort } from '../catalogue-query';
import { CATEGORY_FILTERS, DIFFICULTY_FILTERS } from '../../../config/catalogue';
import { CourseCard } from './course-card';
import { LayoutToggle, SearchBox, Select, type Layout } from '../../../components/catalogue/catalogue-controls';
import { Icon, icons } from '../../../components/icons';
import { useFuse } from '../../../lib/use-fuse';
import { useT } from '../../../i18n/catalog';
import { coursesCatalog } from '../i18n';
import { categoryLabel, difficultyLabel } from '../catalogue-labels';

const sortIds = {
  popular: 'courses.sort.popular',
  rating: 'courses.sort.rating',
  'price-low': 'courses.sort.priceLow',
  newest: 'courses.sort.newest',
} as const;

/** Search, filters, layout toggle, count and the cards, over the loaded course list. */
export function CourseCatalogue({ courses }: { courses: Course[] }) {
  const [query, setQuery] = useState<CourseQuery>(DEFAULT_COURSE_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [layout, setLayout] = useState<Layout>('grid');
  // Focusing the search box starts loading fuse.js, so it is there by the first keystroke.
  const [searchWanted, setSearchWanted] = useState(false);
  const Fuse = useFuse(searchWanted || query.search.trim() !== '');
  const index = useMemo(() => (Fuse ? courseSearchIndex(Fuse, courses) : null), [Fuse, courses]);
  const shown = useMemo(() => queryCourses(courses, index, query), [courses, index, query]);
  const ids = useId();
  const t = useT(coursesCatalog);
  const categoryOptions = CATEGORY_FILTERS.map((value) => ({ value, label: categoryLabel(t, value) }));
  const difficultyOptions = DIFFICULTY_FILTERS.map((value) => ({ value, label: difficultyLabel(t, value) }));
  const sortOptions = COURSE_SORTS.map(({ value }) => ({ value, label: t(sortIds[value]) }));

  const update = (changes: Partial<CourseQuery>) => setQuery((current) => ({ ...current, ...changes }));
  const activeFilters = Number(query.category !== 'All') + Number(query.difficulty !== 'All');

  return (
    <>
      <div className="catalogue-toolbar">
        <SearchBox
          label={t('courses.list.searchLabel')}
          placeholder={t('courses.list.searchPlaceholder')}
          value={query.search}
          onFocus={() => setSearchWanted(true)}
          onChange={(search) => update({ search })}
        />
        <div className="catalogue-toolbar-buttons">
          <button
            className="toolbar-button"
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={`${ids}-filters`}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <Icon path={icons.filter} />
            {t('courses.list.filters')}
            {activeFilters > 0 && (
              <span className="toolbar-count">
                {activeFilters}
                <span className="visually-hidden">{t('courses.list.activeFilters')}</span>
              </span>
            )}
          </button>
          <LayoutToggle layout={layout} onChange={setLayout} />
        </div>
      </div>

      <div id={`${ids}-filters`} className="catalogue-filters" hidden={!filtersOpen}>
        <Select
          label={t('courses.list.category')}
          value={query.category}
          options={categoryOptions}
          onChange={(category) => update({ category })}
        />
        <Select
          label={t('courses.list.difficulty')}
          value={query.difficulty}
          options={difficultyOptions}
          onChange={(difficulty) => update({ difficulty })}
        />
        <Select
          label={t('courses.list.sortBy')}
          value={query.sort}
          options={sortOptions}
          onChange={(sort) => update({ sort: sort as CourseSort })}
        />
      </div>

      <p className="catalogue-count" role="status">
        {t('courses.list.count', { count: shown.length })}
      </p>

      {shown.length === 0 ? (
        <div className="catalogue-empty">
          <h2>{t('courses.list.emptyTitle')}</h2>
          <p>{t('courses.list.emptyHint')}</p>
          <button className="button button-outline" type="button" onClick={() => setQuery(DEFAULT_COURSE_QUERY)}>
            {t('courses.list.clear')}
          </button>
        </div>
      ) : (
        <div className={layout === 'grid' ? 'course-grid' : 'course-list'}>
          {shown.map((course, index) => (
            <CourseCard key={course._id} course={course} eager={index === 0} />
          ))}
        </div>
      )}
    </>
  );
}
