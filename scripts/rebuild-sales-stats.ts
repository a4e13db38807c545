/**
 * `npm run stats:rebuild`: recomputes the admin overview's sales counters (stats/*) from the stored
 * payments and users, as POST /api/admin/sales/rebuild does. Without emulator variables it targets
 * the emulators of `npm start` (project demo-chemistry). For a real project, set GCLOUD_PROJECT and
 * GOOGLE_APPLICATION_CREDENTIALS (a service account allowed to use Firestore); the rebuild only
 * rewrites the `stats` collection, so it is safe there too.
 */
async function main() {
  if (process.argv.length > 2) {
    console.error(`Unknown argument(s): ${process.argv.slice(2).join(' ')}\nusage: npm run stats:rebuild`);
    process.exit(2);
  }
  if (!process.env.FIRESTORE_EMULATOR_HOST && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';
    process.env.GCLOUD_PROJECT ??= 'demo-chemistry';
  }
  // Imported only now: firebase-admin reads the variables above when it starts.
  const { rebuildSalesStats } = await import('../functions/src/services/sales-stats.js');
  const report = await rebuildSalesStats();
  console.log(
    `Sales counters of ${process.env.GCLOUD_PROJECT ?? 'the default project'} rebuilt: ${report.payments} payments in ${report.months} months, ` +
      `${report.students} students in ${report.weeks} weeks, ${report.plans} plans.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
