import { CAPABILITIES, CAPABILITY_LABELS } from '@drones/shared/capabilities';
import { CheckboxGroup, type CheckboxGroupProps } from '@/components/form/checkbox-group';

const OPTIONS = CAPABILITIES.map((value) => ({ value, label: CAPABILITY_LABELS[value] }));

/**
 * The eight capabilities as checkboxes, in the fixed order and with the labels of
 * docs/design.md §8; drawn by FormField with the form's list of capabilities.
 */
export function CapabilityCheckboxes(props: Omit<CheckboxGroupProps, 'options' | 'columns'>) {
  return <CheckboxGroup options={OPTIONS} columns="sm:grid-cols-2" {...props} />;
}
