import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MIN_PASSWORD_LENGTH } from '@shared/contracts/auth';
import { TextField, type TextFieldProps } from './form-field';

/**
 * A new password (registering, adding a user, resetting one): a required password input the
 * browser may fill with a generated password, with the contract's length rule as its hint. Apart
 * from form-field.tsx because the contract brings zod, which the browse page's first load (it uses
 * the field styles) must not download.
 */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'required' | 'hint'>) {
  const { t } = useLingui();
  const minLength = MIN_PASSWORD_LENGTH;
  const hint = t`${plural(minLength, { one: 'At least # character.', other: 'At least # characters.' })}`;
  return <TextField type="password" autoComplete="new-password" required hint={hint} {...props} />;
}

/** The new password typed again, to confirm it: the same kind of input, without the length hint. */
export function ConfirmPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'required'>) {
  return <TextField type="password" autoComplete="new-password" required {...props} />;
}
