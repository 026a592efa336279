import { TextField, type TextFieldProps } from './form-field';

/**
 * A quantity of goods or their weight, as receipts and releases count them: a number above 0 with
 * at most two decimals, required. Beside form-field rather than in it: form-field is in the home
 * page's first load, and only the booking's forms need this.
 */
export function QuantityField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'min' | 'step'>) {
  return <TextField type="number" inputMode="decimal" min="0.01" step={0.01} required {...props} />;
}
