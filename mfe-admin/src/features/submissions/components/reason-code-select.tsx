import { useId } from 'react';
import { reasonCodeInfo, reasonCodes } from '@cardbridge/contracts';
import type { ReasonCode } from '@cardbridge/contracts';
import { Label } from '@cardbridge/ui';

/**
 * The reason code of a rejection or failure (docs/product.md#reason-codes): the seller reads its
 * plain explanation and what to do next. Empty: no code, the text alone explains.
 */
export function ReasonCodeSelect({
  value,
  onChange,
}: {
  value: ReasonCode | '';
  onChange: (code: ReasonCode | '') => void;
}) {
  const id = useId();
  return (
    <>
      <Label htmlFor={id}>Code</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ReasonCode | '')}
        className="h-9 rounded-md border border-input bg-background px-3 text-sm"
      >
        <option value="">Choose a reason…</option>
        {reasonCodes.map((code) => (
          <option key={code} value={code}>
            {reasonCodeInfo[code].label}
          </option>
        ))}
      </select>
    </>
  );
}
