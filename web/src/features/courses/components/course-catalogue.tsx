import { useId, useMemo, useState } from 'react';
import type { Course } from '../api/courses';
import {
  COURSE_CATEGORIES,
  COURSE_SORTS,
  courseSearchIndex,
  DEFAULT_COURSE_QUERY,
  DIFFICULTIES,
  queryCourses,
  type CourseQuery,
  type CourseSort,
} from '../catalogue-query';
import { CourseCard } from './course-card';
import { LayoutToggle, SearchBox, Select, type Layout } from '../../../components/catalogue/catalogue-controls';
import { Icon, icons } from '../../../components/icons';
import { useFuse } from '../../../lib/use-fuse';

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

  const update = (changes: Partial<CourseQuery>) => setQuery((current) => ({ ...current, ...changes }));
  const activeFilters = Number(query.category !== 'All') + Number(query.difficulty !== 'All');

  return (
    <>
      <div className="catalogue-toolbar">
        <SearchBox
          label="Search courses"
          placeholder="Search courses..."
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
            Filters
            {activeFilters > 0 && (
              <span className="toolbar-count">
                {activeFilters}
                <span className="visually-hidden"> active</span>
              </span>
            )}
          </button>
          <LayoutToggle layout={layout} onChange={setLayout} />
        </div>
      </div>

      <div id={`${ids}-filters`} className="catalogue-filters" hidden={!filtersOpen}>
        <Select label="Category" value={query.category} options={COURSE_CATEGORIES} onChange={(category) => update({ category })} />
        <Select label="Difficulty" value={query.difficulty} options={DIFFICULTIES} onChange={(difficulty) => update({ difficulty })} />
        <Select label="Sort by" value={query.sort} options={COURSE_SORTS} onChange={(sort) => update({ sort: sort as CourseSort })} />
      </div>

      <p className="catalogue-count" role="status">
        Showing {shown.length} {shown.length === 1 ? 'course' : 'courses'}
      </p>

      {shown.length === 0 ? (
        <div className="catalogue-empty">
          <h2>No courses found</h2>
          <p>Try adjusting your search criteria</p>
          <button className="button button-outline" type="button" onClick={() => setQuery(DEFAULT_COURSE_QUERY)}>
            Clear search and filters
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
