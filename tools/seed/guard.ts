/**
 * The seed writes test accounts with published passwords and made-up site settings: it must never
 * reach a real project. Only `demo-` projects exist solely in the emulators (Firebase never creates
 * one for real), so any other id is refused, whatever the caller passes.
 */
export function seedRefusal(projectId: string): string | undefined {
  if (projectId.startsWith('demo-')) return undefined;
  return (
    `Refusing to seed "${projectId}": only demo- projects (the local emulators) are seeded, because the seed creates ` +
    'accounts with known passwords and sample data. A real project gets its content through the admin dashboard.'
  );
}
