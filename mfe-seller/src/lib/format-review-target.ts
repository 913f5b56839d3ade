/**
 * A brand's review target as a seller reads it: 45 -> '45 minutes', 60 -> '1 hour',
 * 90 -> '1 hour 30 minutes', 1440 -> '24 hours'.
 */
export function formatReviewTarget(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 1 ? '1 hour' : `${hours} hours`;
  const minuteText = rest === 1 ? '1 minute' : `${rest} minutes`;
  if (hours === 0) return minuteText;
  return rest === 0 ? hourText : `${hourText} ${minuteText}`;
}
