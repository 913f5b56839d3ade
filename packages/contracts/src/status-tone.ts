/**
 * How a status reads at a glance, whatever draws it: positive (done, paid), neutral (waiting or
 * under way) or negative (refused, failed). The UI kit picks the badge style for each
 * (docs/product.md#statuses).
 */
export type StatusTone = 'positive' | 'neutral' | 'negative';

/** What every status shows wherever it is named: its label and its tone. */
export interface StatusLook {
  label: string;
  tone: StatusTone;
}
