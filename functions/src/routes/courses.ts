import { Router, type Request } from 'express';
import { requireAdmin } from '../lib/auth.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseMultipart } from '../lib/multipart.js';
import { parseInput } from '../lib/validate.js';
import { UPLOADS, courseChangesSchema, newCourseSchema } from '@chem/contract';
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from '../services/courses.js';

export const coursesRouter = Router();

/**
 * The course form is multipart (fields plus an optional `coursesPhoto`); a JSON body without a
 * photo is accepted too, since the schema parses both strings and real numbers and booleans.
 */
async function readCourseForm(req: Request): Promise<{ fields: unknown; photo: Buffer | undefined }> {
  if (req.is('application/json')) return { fields: req.body, photo: undefined };
  const { fields, files } = await parseMultipart(req, {
    coursesPhoto: UPLOADS.coursePhoto,
  });
  return { fields, photo: files.coursesPhoto?.data };
}

const idParam = (req: Request) => String(req.params.id);

coursesRouter.get('/getAllCourses', async (req, res) => {
  const courses = await listCourses();
  cachePublicly(req, res);
  res.json(courses);
});

coursesRouter.get('/getCourseById/:id', async (req, res) => {
  const course = await getCourse(idParam(req));
  cachePublicly(req, res);
  res.json(course);
});

coursesRouter.post('/createCourse', requireAdmin, async (req, res) => {
  const form = await readCourseForm(req);
  const course = await createCourse(parseInput(newCourseSchema, form.fields), form.photo);
  res.status(201).json(course);
});

coursesRouter.put('/updateCourse/:id', requireAdmin, async (req, res) => {
  const form = await readCourseForm(req);
  const course = await updateCourse(idParam(req), parseInput(courseChangesSchema, form.fields), form.photo);
  res.json(course);
});

coursesRouter.delete('/deleteCourse/:id', requireAdmin, async (req, res) => {
  await deleteCourse(idParam(req));
  res.json({ message: 'Course deleted successfully' });
});
