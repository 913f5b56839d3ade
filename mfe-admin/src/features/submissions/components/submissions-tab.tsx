import { NotYetAvailablePanel } from '../../../components/not-yet-available-panel';

/** The dashboard's Submissions tab content: the review queue, once submission review ships. */
export function SubmissionsTab() {
  return (
    <NotYetAvailablePanel
      title="Gift Card Submissions"
      description="Submission review is not available in this release yet."
    />
  );
}
