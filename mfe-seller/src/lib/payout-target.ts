import { paymentMethodTypeInfo } from '@cardbridge/contracts';
import type { PaymentMethodType } from '@cardbridge/contracts';
import { formatReviewTarget } from './format-review-target';

const typicalTimes = Object.values(paymentMethodTypeInfo).map((info) => info.typicalPayoutMinutes);
const day = 24 * 60;

/** 90 -> '1 hour 30 minutes'; a day or more in days and hours: 10140 -> '7 days 1 hour'. */
function formatDuration(minutes: number): string {
  if (minutes < day) return formatReviewTarget(minutes);
  const days = Math.floor(minutes / day);
  const hours = Math.round((minutes % day) / 60);
  const dayText = days === 1 ? '1 day' : `${days} days`;
  if (hours === 0) return dayText;
  return `${dayText} ${hours === 1 ? '1 hour' : `${hours} hours`}`;
}

/**
 * A brand's target payout time as a seller reads it before committing (docs/product.md#timeline):
 * its review target plus the payout method's usual time. With a method chosen, that method's
 * time ('within 1 hour 30 minutes'); before, the range over every method.
 */
export function formatPayoutTarget(
  targetReviewMinutes: number,
  methodType?: PaymentMethodType,
): string {
  if (methodType) {
    const minutes = targetReviewMinutes + paymentMethodTypeInfo[methodType].typicalPayoutMinutes;
    return `within ${formatDuration(minutes)}`;
  }
  const fastest = formatDuration(targetReviewMinutes + Math.min(...typicalTimes));
  const slowest = formatDuration(targetReviewMinutes + Math.max(...typicalTimes));
  return fastest === slowest ? `within ${fastest}` : `within ${fastest} to ${slowest}`;
}
