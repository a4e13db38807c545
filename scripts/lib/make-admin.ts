/** What `npm run make-admin` was asked to do (scripts/make-admin.ts does it). */
export interface MakeAdminRequest {
  email: string;
  /** A real project; undefined means the local emulators. */
  project?: string;
  yes: boolean;
}

/** `<email> [--project <id>] [--yes]`, or undefined when that is not what was given. */
export function makeAdminRequest(args: readonly string[]): MakeAdminRequest | undefined {
  const projectAt = args.indexOf('--project');
  const project = projectAt >= 0 ? args[projectAt + 1] : undefined;
  if (projectAt >= 0 && (!project || project.startsWith('--'))) return undefined;
  const isProjectFlag = (index: number) => projectAt >= 0 && (index === projectAt || index === projectAt + 1);
  const rest = args.filter((arg, index) => !isProjectFlag(index) && arg !== '--yes');
  const [email, ...extra] = rest;
  if (!email || email.startsWith('--') || extra.length > 0) return undefined;
  return { email, ...(project ? { project } : {}), yes: args.includes('--yes') };
}

/** The line printed before anything changes, so a wrong project is noticed before the question. */
export function makeAdminSummary(request: MakeAdminRequest, localProject: string): string {
  return request.project
    ? `About to make ${request.email} an admin of the REAL project "${request.project}" (with your gcloud application-default credentials).`
    : `About to make ${request.email} an admin in the local emulators (project ${localProject}; npm start must be running).`;
}
