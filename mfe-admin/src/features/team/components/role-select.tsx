import type { AdminRole } from '@cardbridge/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@cardbridge/ui';
import type { SelectTriggerProps } from '@cardbridge/ui';
import { roleOptions } from './role-labels';

interface RoleSelectProps extends Omit<SelectTriggerProps, 'value' | 'onChange'> {
  value: AdminRole;
  onValueChange: (role: AdminRole) => void;
  disabled?: boolean;
}

/** One of the four roles; labelled by the caller (a <Label htmlFor> or aria-label). */
export function RoleSelect({ value, onValueChange, disabled, ...trigger }: RoleSelectProps) {
  return (
    <Select
      value={value}
      onValueChange={(role) => onValueChange(role as AdminRole)}
      disabled={disabled}
    >
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {roleOptions.map(({ value: role, label }) => (
          <SelectItem key={role} value={role}>
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
