import { CURRICULUM_FIELD, UPLOADS, courseChangesSchema, newCourseSchema } from '@chem/contract';
import type { Request } from 'express';
import { apiRouter } from '../lib/api-router.js';
import { requireAdmin } from '../lib/auth.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseMultipart } from '../lib/multipart.js';
import { parseInput } from '../lib/validate.js';
import { messageAnswer } from '../lib/language.js';
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from '../services/courses.js';

const { router, route } = apiRouter('/api/courses');
export const coursesRouter = router;

/**
 * The course form is multipart (fields plus an optional `coursesPhoto`); a JSON body without a
 * photo is accepted too, since the schema parses both strings and real numbers and booleans.
 */
async function readCourseForm(req: Request): Promise<{ fields: unknown; photo: Buffer | undefined }> {
  if (req.is('application/json')) return { fields: req.body, photo: undefined };
  const { fields, files } = await parseMultipart(req, { coursesPhoto: UPLOADS.coursePhoto }, { chapters: CURRICULUM_FIELD });
  return { fields, photo: files.coursesPhoto?.data };
}

const idParam = (req: Request) => String(req.params.id);

route('GET /api/courses/getAllCourses', async (req, res) => {
  const courses = await listCourses();
  cachePublicly(req, res);
  return courses;
});

route('GET /api/courses/getCourseById/:id', async (req, res) => {
  const course = await getCourse(idParam(req));
  cachePublicly(req, res);
  return course;
});

route('POST /api/courses/createCourse', requireAdmin, async (req) => {
  const form = await readCourseForm(req);
  return createCourse(parseInput(newCourseSchema, form.fields), form.photo);
});

route('PUT /api/courses/updateCourse/:id', requireAdmin, async (req) => {
  const form = await readCourseForm(req);
  return updateCourse(idParam(req), parseInput(courseChangesSchema, form.fields), form.photo);
});

route('DELETE /api/courses/deleteCourse/:id', requireAdmin, async (req) => {
  await deleteCourse(idParam(req));
  return messageAnswer(req, 'Course deleted successfully');
});
