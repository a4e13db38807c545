/** The spec's Profile section (§2): not built yet. */
export default function ProfileSection() {
  return <p className="admin-empty">Profile settings are coming soon.</p>;
}
