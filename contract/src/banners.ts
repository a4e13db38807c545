/** A home carousel slide, as GET /api/banner answers it. */
export interface Banner {
  _id: string;
  /** A path such as `/uploads/banners/<file>.webp`, or a full URL. */
  image: string;
  createdAt: string | null;
}
